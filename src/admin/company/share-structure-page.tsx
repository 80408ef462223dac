import { type FormEvent, useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { formatLongDate } from '../../shared/format-date.ts';
import { fullyDiluted, type ShareReading, type ShareReadingInput } from '../../shared/share-structure.ts';
import { TRASH_DAYS } from '../../shared/trash.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, media } from '../../ui/styles/theme.ts';
import { problemOf, restoreTrashed } from '../admin-api.ts';
import { AdminShell } from '../app/admin-shell.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Field, Input } from '../components/field.tsx';
import { FormStack, Panel, SaveFailure } from '../components/form-styles.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { listShareReadings, recordShareReading, trashShareReading } from './company-api.ts';
import { useLoaded } from './use-loaded.ts';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); }
`;

// A phone scrolls the five columns sideways instead of widening the page.
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: 0.6rem 0.5rem; border-bottom: 1px solid ${colors.line}; text-align: right; }
  th:first-child, td:first-child { text-align: left; }
  th, td { white-space: nowrap; }
`;

const COUNTS = [
  ['sharesOutstanding', 'Shares outstanding'],
  ['warrants', 'Warrants'],
  ['options', 'Options'],
] as const;
type Draft = Record<'asOf' | (typeof COUNTS)[number][0], string>;
const EMPTY: Draft = { asOf: '', sharesOutstanding: '', warrants: '', options: '' };
const count = (text: string) => (/^\d+$/.test(text.replace(/[ ,]/g, '')) ? Number(text.replace(/[ ,]/g, '')) : Number.NaN);
const format = (n: number) => n.toLocaleString('en-CA');

function ShareStructure({ token }: { token: string }) {
  const toast = useToast();
  const expired = useSessionExpiry();
  const readings = useLoaded(useCallback(() => listShareReadings(token), [token]), 'Failed to load the share structure readings');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ShareReading | null>(null);
  const input: ShareReadingInput = { asOf: draft.asOf, sharesOutstanding: count(draft.sharesOutstanding), warrants: count(draft.warrants), options: count(draft.options) };
  const total = fullyDiluted(input);

  async function record(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      // A count that is not a whole number goes as text, so the server names the field.
      const body = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, Number.isNaN(v) ? draft[k as keyof Draft] : v]));
      const saved = await recordShareReading(token, body as ShareReadingInput);
      setDraft(EMPTY);
      setErrors({});
      setFailure(null);
      toast({ title: 'Share structure recorded', description: `The Investors and Stock Information pages now show it as of ${formatLongDate(`${saved.asOf}T00:00:00Z`)}.` });
      await readings.reload();
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      setErrors(problem.errors);
      setFailure(problem.message ?? 'The reading could not be recorded.');
    } finally {
      setSaving(false);
    }
  }

  /** Runs a change to the readings, says what went wrong if it did, and shows the list as it now is. */
  async function act(work: () => Promise<void>, failed: string) {
    try {
      await work();
    } catch (error) {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title: failed, ...(message ? { description: message } : {}) });
    }
    await readings.reload();
  }

  const asOf = (reading: ShareReading) => formatLongDate(`${reading.asOf}T00:00:00Z`);

  const undo = (reading: ShareReading) =>
    act(async () => {
      await restoreTrashed(token, 'share-reading', reading.id);
      toast({ title: 'Reading restored', description: `The reading as of ${asOf(reading)} is back.` });
    }, 'Failed to restore the reading');

  const trash = (reading: ShareReading) => {
    setDeleting(null);
    return act(async () => {
      await trashShareReading(token, reading.id);
      toast({
        title: 'Reading moved to the trash',
        description: 'The pages now show the newest reading left.',
        action: { label: 'Undo', altText: 'Restore the reading from the Trash page', onClick: () => void undo(reading) },
      });
    }, 'Failed to delete the reading');
  };

  return (
    <Columns>
      <Panel as="section" aria-labelledby="new-reading">
        <h2 id="new-reading">Record a reading</h2>
        <FormStack onSubmit={record} noValidate>
          <Field id="reading-as-of" label="As of" error={errors.asOf}>
            {(c) => <Input {...c} type="date" value={draft.asOf} onChange={(e) => setDraft({ ...draft, asOf: e.target.value })} />}
          </Field>
          {COUNTS.map(([key, label]) => (
            <Field key={key} id={`reading-${key}`} label={label} error={errors[key]}>
              {(c) => <Input {...c} inputMode="numeric" value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />}
            </Field>
          ))}
          <p>
            Fully diluted: <strong data-fully-diluted>{Number.isNaN(total) ? '—' : format(total)}</strong> (computed)
          </p>
          {failure ? (
            <SaveFailure role="alert">
              <p>
                <strong>Not recorded.</strong> {failure}
              </p>
            </SaveFailure>
          ) : null}
          <Button type="submit" disabled={saving}>
            {saving ? 'Recording...' : 'Record reading'}
          </Button>
        </FormStack>
      </Panel>
      <Panel as="section" aria-labelledby="readings">
        <h2 id="readings">Readings, newest first</h2>
        {readings.status === 'ready' && readings.value.length === 0 ? (
          <p>No reading yet: each page shows the figures it was published with, without a date.</p>
        ) : null}
        {readings.status === 'failed' ? <p role="alert">{readings.message}</p> : null}
        {readings.status === 'ready' && readings.value.length ? (
          <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">As of</th>
                <th scope="col">Shares</th>
                <th scope="col">Warrants</th>
                <th scope="col">Options</th>
                <th scope="col">Fully diluted</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {readings.value.map((r) => (
                <tr key={r.id}>
                  <td>{r.asOf}</td>
                  <td>{format(r.sharesOutstanding)}</td>
                  <td>{format(r.warrants)}</td>
                  <td>{format(r.options)}</td>
                  <td>{format(r.fullyDiluted)}</td>
                  <td>
                    <Button $variant="ghost" aria-label={`Delete the reading as of ${asOf(r)}`} onClick={() => setDeleting(r)}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          </Scroll>
        ) : null}
      </Panel>
      <ConfirmDialog
        item={deleting}
        title="Delete reading"
        question="Are you sure you want to delete this share structure reading?"
        name={(reading) => `As of ${asOf(reading)}: ${format(reading.fullyDiluted)} fully diluted`}
        note={`The Investors and Stock Information pages show the newest reading left; this one waits in the Trash for ${TRASH_DAYS} days, where it can be restored.`}
        confirm={() => 'Delete reading'}
        onCancel={() => setDeleting(null)}
        onConfirm={(reading) => void trash(reading)}
      />
    </Columns>
  );
}

export default function ShareStructurePage() {
  return <AdminShell title="Share structure">{(token) => <ShareStructure token={token} />}</AdminShell>;
}
