import { useState } from 'react';
import { styled } from 'styled-components';
import type { AdminArticle } from '../../shared/article.ts';
import { formatInZone } from '../../shared/company-time.ts';
import { Button } from '../../ui/button.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import type { ArticleFormValues } from './article-form-values.ts';
import { readableText } from '../history/readable-text.ts';

type Compared = 'title' | 'description' | 'content';
type Choice = 'mine' | 'theirs';

const FIELDS: { key: Compared; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description' },
  { key: 'content', label: 'Content' },
];

const Box = styled.section`
  display: grid;
  gap: 0.9rem;
  padding: 0.85rem 1rem;
  border: 1px solid #f9ab00;
  border-left-width: 4px;
  border-radius: ${radius.sm};
  background: #fffaf0;
  h3 { margin: 0; font-size: 1rem; }
  h4 { margin: 0; font-size: 0.95rem; }
  p { margin: 0; font-size: 0.9rem; }
`;

const Sides = styled.div`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  label { display: grid; gap: 0.25rem; font-size: 0.85rem; font-weight: 600; color: ${colors.muted}; }
  textarea {
    min-height: 5rem;
    padding: 0.5rem 0.65rem;
    border: 1px solid ${colors.line};
    border-radius: ${radius.sm};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    font-weight: 400;
    line-height: 1.5;
    resize: vertical;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  label { display: flex; align-items: center; gap: 0.4rem; min-height: 32px; font-size: 0.9rem; }
`;

const shown = (key: Compared, text: string) => (key === 'content' ? readableText(text) : text);

/**
 * A stale save (409): the other version beside the IR manager's, field by field, to keep theirs, take the
 * other, or copy words across (the other side is selectable text). Applying the choices puts them in the
 * form and makes the other version the one the next save builds on.
 */
export function ConflictComparison(props: {
  idPrefix: string;
  zone: string;
  mine: ArticleFormValues;
  theirs: AdminArticle;
  onApply: (patch: Pick<ArticleFormValues, Compared>, theirs: AdminArticle) => void;
}) {
  const differing = FIELDS.filter(({ key }) => props.mine[key] !== props.theirs[key]);
  const [choices, setChoices] = useState<Record<Compared, Choice>>({ title: 'mine', description: 'mine', content: 'mine' });
  const pick = (key: Compared) => (choices[key] === 'theirs' ? props.theirs[key] : props.mine[key]);
  return (
    <Box aria-labelledby={`${props.idPrefix}-conflict-heading`}>
      <h3 id={`${props.idPrefix}-conflict-heading`}>Changed elsewhere</h3>
      <p>
        This release was saved elsewhere at {formatInZone(props.theirs.updatedAt, props.zone)}, after you opened it. Choose which version of each field to
        keep; you can also copy text from their version into yours. Nothing is saved until you update the article.
      </p>
      {differing.length === 0 ? <p>Title, description and content are the same in both versions; other fields keep yours.</p> : null}
      {differing.map(({ key, label }) => (
        <section key={key} aria-label={`${label}: yours and theirs`}>
          <h4>{label}</h4>
          <Sides>
            <label>
              Your version
              <textarea readOnly value={shown(key, props.mine[key])} />
            </label>
            <label>
              Their version
              <textarea readOnly value={shown(key, props.theirs[key])} />
            </label>
          </Sides>
          <Choices role="radiogroup" aria-label={`${label}: which version`}>
            {(['mine', 'theirs'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={`${props.idPrefix}-conflict-${key}`}
                  checked={choices[key] === choice}
                  onChange={() => setChoices((current) => ({ ...current, [key]: choice }))}
                />
                {choice === 'mine' ? `Keep my ${label.toLowerCase()}` : `Take their ${label.toLowerCase()}`}
              </label>
            ))}
          </Choices>
        </section>
      ))}
      <Button onClick={() => props.onApply({ title: pick('title'), description: pick('description'), content: pick('content') }, props.theirs)}>
        Use these choices
      </Button>
    </Box>
  );
}
