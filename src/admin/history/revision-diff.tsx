import { diffWordsWithSpace } from 'diff';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { AdminArticle } from '../../shared/article.ts';
import type { ArticleSnapshot } from '../../shared/revision.ts';
import { colors, radius } from '../../ui/styles/theme.ts';
import { readableText } from './readable-text.ts';

type Compared = Pick<ArticleSnapshot, 'title' | 'slug' | 'category' | 'source' | 'date' | 'description' | 'content' | 'featuredImage' | 'includeDisclaimer'>;

const FIELDS: { key: keyof Compared; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'slug', label: 'Slug' },
  { key: 'category', label: 'Category' },
  { key: 'source', label: 'Source' },
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description' },
  { key: 'content', label: 'Content' },
  { key: 'featuredImage', label: 'Featured Image URL' },
  { key: 'includeDisclaimer', label: 'Include Disclaimer' },
];

function text(value: Compared[keyof Compared]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null) return '(none)';
  return value;
}

const dateOnly = (iso: string) => iso.slice(0, 10);

const Field = styled.section`
  margin-bottom: 1rem;
  h4 { margin: 0 0 0.35rem; font-size: 0.9rem; color: ${colors.muted}; text-transform: uppercase; letter-spacing: 0.04em; }
`;

const Text = styled.p`
  margin: 0;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.95rem;
  line-height: 1.55;
  del { background: #fce8e6; color: #a50e0e; text-decoration: line-through; }
  ins { background: #e6f4ea; color: #0d652d; text-decoration: none; font-weight: 600; }
`;

const ViewToggle = styled.button`
  margin: 0 0 0.75rem;
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: ${colors.copperDark};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const Same = styled.p`
  margin: 0;
  padding: 1rem;
  border-radius: ${radius.sm};
  background: #e6f4ea;
  color: #0d652d;
  font-weight: 600;
`;

/**
 * What restoring a revision would change, field by field: today's words struck through in red, the
 * revision's words in green. Unchanged fields are left out. Content is compared as the text a reader
 * sees; its HTML is one click away.
 */
export function RevisionDiff({ current, revision }: { current: AdminArticle; revision: ArticleSnapshot }) {
  const [html, setHtml] = useState(false);
  const changed = FIELDS.flatMap(({ key, label }) => {
    const normalize = (v: Compared[keyof Compared]) =>
      key === 'date' && typeof v === 'string' ? dateOnly(v) : key === 'content' && !html && typeof v === 'string' ? readableText(v) : text(v);
    const before = normalize(current[key]);
    const after = normalize(revision[key]);
    return before === after ? [] : [{ key, label, parts: diffWordsWithSpace(before, after) }];
  });
  if (changed.length === 0 && !html) return <Same>This version has the same text as the article now.</Same>;
  return (
    <>
      <ViewToggle type="button" aria-pressed={html} onClick={() => setHtml(!html)}>
        {html ? 'Show the text as readers see it' : 'Show the HTML'}
      </ViewToggle>
      {changed.map(({ key, label, parts }) => (
        <Field key={key} aria-label={label}>
          <h4>{label}</h4>
          <Text>
            {parts.map((part, i) =>
              part.removed ? (
                <del key={i}>{part.value}</del>
              ) : part.added ? (
                <ins key={i}>{part.value}</ins>
              ) : (
                <span key={i}>{part.value}</span>
              ),
            )}
          </Text>
        </Field>
      ))}
    </>
  );
}
