import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { EXAMPLE_FILES } from '../../shared/drill-program-admin.ts';
import {
  COLLAR_COLUMNS,
  COLLAR_OPTIONAL_COLUMNS,
  type Element,
  gradeColumn,
  INTERVAL_COLUMNS,
  INTERVAL_OPTIONAL_COLUMNS,
  type ImportError,
  type ImportFile,
  type ImportRefusal,
  type ImportResult,
  SURVEY_COLUMNS,
} from '../../shared/drilling.ts';
import { HttpError } from '../../shared/fetch-json.ts';
import { Button } from '../../ui/button.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { Field, Input } from '../components/field.tsx';
import { Actions, FormStack, ItemActions, SaveFailure } from '../components/form-styles.ts';
import { useFailureToast } from '../components/use-failure-toast.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { downloadCsv, importFiles } from './drilling-api.ts';
import { importErrorLine, sortImportErrors } from './program-values.ts';

const Scroll = styled.div`
  max-width: 100%;
  max-height: 24rem;
  overflow: auto;
  table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
  th, td { padding: 0.35rem 0.5rem; border-bottom: 1px solid ${colors.line}; text-align: left; vertical-align: top; }
  th { position: sticky; top: 0; background: #fdf2f1; }
  td:nth-child(2) { white-space: nowrap; }
`;

const Success = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.positive};
  background: #eef7f0;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.9rem;
`;

const Template = styled.section`
  display: grid;
  gap: 0.6rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.line};
  h3 { margin: 0; font-size: 1.05rem; }
`;

// The columns said with spaces, so a narrow screen breaks the hint between them.
const columns = (names: readonly string[]) => names.join(', ');
const FILES: { name: ImportFile; label: string; hint: (elements: Element[]) => string }[] = [
  { name: 'collars', label: 'Collars', hint: () => `Columns ${columns(COLLAR_COLUMNS)}; optionally ${columns(COLLAR_OPTIONAL_COLUMNS)}` },
  { name: 'surveys', label: 'Surveys (optional)', hint: () => `Columns ${columns(SURVEY_COLUMNS)}` },
  {
    name: 'intervals',
    label: 'Intervals',
    hint: (elements) => `Columns ${columns([...INTERVAL_COLUMNS, ...elements.map(gradeColumn)])}; optionally ${columns(INTERVAL_OPTIONAL_COLUMNS)}`,
  },
];

type Outcome = { kind: 'imported'; result: ImportResult } | { kind: 'refused'; message: string; errors: ImportError[] } | { kind: 'failed'; message: string };

function refusalOf(error: unknown): ImportRefusal | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  try {
    return JSON.parse(error.body) as ImportRefusal;
  } catch {
    return null;
  }
}

/** Imports the geologists' three files: every row is checked, and any error saves nothing and is listed by file, row and column. */
export function ImportForm(props: { token: string; programId: number; elements: Element[]; onImported: () => Promise<void> }) {
  const expired = useSessionExpiry();
  const failed = useFailureToast();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = Object.fromEntries(FILES.map(({ name }) => [name, form.get(name)]).filter(([, file]) => file instanceof File && file.size > 0)) as Partial<Record<ImportFile, File>>;
    if (!files.collars || !files.intervals) {
      setOutcome({ kind: 'failed', message: 'Choose the collars and intervals files (surveys are optional).' });
      return;
    }
    setBusy(true);
    try {
      const result = await importFiles(props.token, props.programId, files);
      setOutcome({ kind: 'imported', result });
      await props.onImported();
    } catch (error) {
      if (expired(error)) return;
      const refusal = refusalOf(error);
      setOutcome(refusal ? { kind: 'refused', message: refusal.message, errors: sortImportErrors(refusal.errors) } : { kind: 'failed', message: problemOf(error).message ?? 'The import failed; please try again.' });
    } finally {
      setBusy(false);
    }
  }

  async function template(file: (typeof EXAMPLE_FILES)[number]) {
    try {
      await downloadCsv(props.token, `/example/${file}`, `example-${file}`);
    } catch (error) {
      failed('Failed to download the example file', error);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Import drill results">
      <Note>
        CSV files with a header row. Importing again replaces this program’s holes, except those a public release shows (they change only through a correction of that release).
      </Note>
      {FILES.map(({ name, label, hint }) => (
        <Field key={name} id={`import-${name}`} label={label} hint={hint(props.elements)}>
          {(c) => <Input {...c} name={name} type="file" accept=".csv,text/csv" />}
        </Field>
      ))}
      {outcome?.kind === 'imported' ? (
        <Success role="status">
          Imported {outcome.result.holes} holes and {outcome.result.intervals} intervals.
        </Success>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <SaveFailure role="alert">
          <p>
            <strong>Nothing was imported.</strong> {outcome.message}
          </p>
        </SaveFailure>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <SaveFailure role="alert">
          <p>
            <strong>{outcome.message}.</strong> {outcome.errors.length === 1 ? 'One row needs' : `${outcome.errors.length} rows need`} correcting:
          </p>
          <Scroll tabIndex={0} role="region" aria-label="Import errors">
            <table>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {outcome.errors.map((error) => (
                  <tr key={importErrorLine(error)} aria-label={importErrorLine(error)}>
                    <td>{error.file}</td>
                    <td>{error.row === 0 ? 'header' : error.row}</td>
                    <td>{error.field || '—'}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </SaveFailure>
      ) : null}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Importing...' : 'Import files'}
        </Button>
      </Actions>
      <Template aria-labelledby="template-heading">
        <h3 id="template-heading">Template</h3>
        <Note>
          The example set in this layout: <strong>invented example data</strong>, for trying the import; never attach it to a release.
        </Note>
        <ItemActions>
          {EXAMPLE_FILES.map((file) => (
            <Button key={file} $variant="outline" onClick={() => void template(file)}>
              Example {file}
            </Button>
          ))}
        </ItemActions>
      </Template>
    </FormStack>
  );
}
