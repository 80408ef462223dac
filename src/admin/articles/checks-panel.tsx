import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { contentToHtml } from '../../shared/article-content.ts';
import { type CheckItem, type CheckResults, runChecks } from '../../shared/checks/disclosure-checks.ts';
import type { FactKey } from '../../shared/company-facts.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { FILE_PREFIXES, FIXED_PATHS } from '../../shared/pages.ts';
import { qualifiedPersonNaming, qualifiedPersonStatement } from '../../shared/qualified-person.ts';
import { RELEASE_DISCLAIMER } from '../../shared/release-disclaimer.ts';
import { Button } from '../../ui/button.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useDrillingChecks } from '../drilling/use-drilling-checks.ts';
import { type ArticleFormValues, createBody } from './article-form-values.ts';
import { type QualifiedPerson, useQualifiedPerson } from './use-qualified-person.ts';

const Panel = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  background: #fbfbfc;
  h3 { margin: 0; font-size: 1rem; }
  ul { display: grid; gap: 0.4rem; margin: 0; padding: 0; list-style: none; }
  li { padding-left: 0.6rem; border-left: 3px solid; font-size: 0.9rem; line-height: 1.4; }
  li[data-level='error'] { border-color: ${colors.negative}; color: #8c1d18; }
  li[data-level='warning'] { border-color: #f9ab00; color: #5f3b00; }
  li a { color: inherit; font-weight: 700; }
  p { margin: 0; font-size: 0.9rem; color: ${colors.muted}; }
`;

// The company facts screen focuses the field its address names (as the launch checklist's links do).
const QP_FIELD = `/admin/company#fact-${'qualifiedPerson' satisfies FactKey}`;

const Inserts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

// In the browser every /articles/ link is taken as valid; the server's check knows every slug.
const pathExists = (path: string) =>
  FIXED_PATHS.has(path.replace(/(.)\/$/, '$1')) || ['/articles/', ...FILE_PREFIXES].some((prefix) => path.startsWith(prefix));

/** The standard paragraphs one click adds at the end of the content. */
const qpStatementHtml = (qp: QualifiedPerson) => `<p>${escapeHtml(qualifiedPersonStatement('release', qualifiedPersonNaming(qp)))}</p>`;
const CAUTION_HTML = `<h3>${escapeHtml(RELEASE_DISCLAIMER.forwardLookingHeading)}</h3><p>${escapeHtml(RELEASE_DISCLAIMER.forwardLooking)}</p>`;

/** The content with `html` added at its end (markdown is converted first, as the editor does). */
export const appendToContent = (content: string, html: string) => `${contentToHtml(content)}${html}`;

const same = (a: CheckItem, b: CheckItem) => a.code === b.code && a.match === b.match;

/**
 * The pre-publish checks of the form's text, re-run with every change (a few regular expressions over the
 * text, cheaper than the render), the server's checks of the drill results it reports, and any errors the
 * server refused the last save for (it knows every slug).
 */
export function useChecks(values: ArticleFormValues, refused: readonly CheckItem[]) {
  const qualifiedPerson = useQualifiedPerson();
  const local = runChecks(values, { qualifiedPerson: qualifiedPerson?.name ?? null, pathExists });
  const drilling = useDrillingChecks(createBody(values, useCompanyTimeZone()));
  const found = [...local.errors, ...drilling];
  const results: CheckResults = { ...local, errors: [...found, ...refused.filter((r) => !found.some((e) => same(e, r)))] };
  return { results, qualifiedPerson };
}

/**
 * The Checks panel: errors first, then warnings, each saying why; one-click inserts for the QP statement
 * and the cautionary paragraph. Publishing despite errors is asked for when saving (save-questions-dialog).
 */
export function ChecksPanel(props: {
  checks: ReturnType<typeof useChecks>;
  onInsert: (html: string) => void;
}) {
  const { results, qualifiedPerson } = props.checks;
  const { errors, warnings } = results;
  const item = (level: 'error' | 'warning') => (check: CheckItem, index: number) => (
    <li key={`${check.code}-${index}`} data-level={level} data-code={check.code}>
      <span>{check.message}</span>
      {check.code === 'qp-missing' && qualifiedPerson === null ? (
        <>
          {' '}
          <Link to={QP_FIELD}>Confirm the Qualified Person in Company facts</Link>
        </>
      ) : null}
    </li>
  );
  const needsQp = qualifiedPerson !== null && errors.some((e) => e.code === 'qp-missing');
  const needsCaution = warnings.some((w) => w.code === 'fls-caution-missing');
  return (
    <Panel aria-labelledby="checks-heading">
      <h3 id="checks-heading">Checks</h3>
      {errors.length + warnings.length === 0 ? (
        <p>No disclosure, wording, accessibility or link problems found.</p>
      ) : (
        <ul>
          {errors.map(item('error'))}
          {warnings.map(item('warning'))}
        </ul>
      )}
      {needsQp || needsCaution ? (
        <Inserts>
          {needsQp ? (
            <Button $variant="outline" onClick={() => props.onInsert(qpStatementHtml(qualifiedPerson))}>
              Insert QP statement
            </Button>
          ) : null}
          {needsCaution ? (
            <Button $variant="outline" onClick={() => props.onInsert(CAUTION_HTML)}>
              Insert cautionary paragraph
            </Button>
          ) : null}
        </Inserts>
      ) : null}
    </Panel>
  );
}
