import { styled } from 'styled-components';
import { type CheckItem, runChecks } from '../../shared/checks/disclosure-checks.ts';
import { SITE_PAGES } from '../../shared/pages.ts';
import { colors, radius } from '../../ui/styles/theme.ts';
import type { ArticleFormValues } from '../article-form-values.ts';
import { useQualifiedPerson } from './use-qualified-person.ts';

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
  p { margin: 0; font-size: 0.9rem; color: ${colors.muted}; }
`;

const PAGE_PATHS = new Set(SITE_PAGES.map((page) => page.path));

// In the browser every /articles/ link is taken as valid; the server's check knows every slug.
const pathExists = (path: string) => PAGE_PATHS.has(path.replace(/(.)\/$/, '$1')) || /^\/(articles|media|assets)\//.test(path);

/**
 * The pre-publish checks, re-run with every change (a few regular expressions over the text, cheaper than
 * the render; run in step with it so the form below never shifts after a click lands): errors first, then
 * warnings, each saying why.
 */
export function ChecksPanel({ values }: { values: Pick<ArticleFormValues, 'title' | 'description' | 'content'> }) {
  const { errors, warnings } = runChecks(values, { qualifiedPerson: useQualifiedPerson(), pathExists });
  const item = (level: 'error' | 'warning') => (check: CheckItem, index: number) => (
    <li key={`${check.code}-${index}`} data-level={level} data-code={check.code}>
      {check.message}
    </li>
  );
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
    </Panel>
  );
}
