import { type FormEvent, useCallback, useState } from 'react';
import { type ArchivePeriod, DEFAULT_ARCHIVE_MONTHS } from '../../shared/archive.ts';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Button } from '../../ui/button.tsx';
import { Field, Input } from '../components/field.tsx';
import { Panel } from '../components/form-styles.ts';
import { problemOf } from '../admin-api.ts';
import { useLoaded } from './use-loaded.ts';

const ARCHIVE = '/api/admin/settings/archive';

/** How long a release stays current: past it, its page says "Archived: this release was current on …" (never deleted). */
export function ArchivePeriodForm({ token }: { token: string }) {
  const headers = { Authorization: `Bearer ${token}` };
  const period = useLoaded(
    useCallback(() => fetchJson<ArchivePeriod>(ARCHIVE, { headers: { Authorization: `Bearer ${token}` } }), [token]),
    'Failed to load the archive period',
  );
  const [months, setMonths] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const shown = months ?? (period.status === 'ready' ? String(period.value.months) : String(DEFAULT_ARCHIVE_MONTHS));

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await fetchJson<ArchivePeriod>(ARCHIVE, { method: 'PUT', headers, body: JSON.stringify({ months: Number(shown) }) });
      setMessage(`Saved: releases older than ${saved.months} months carry the archive banner.`);
    } catch (error) {
      setMessage(problemOf(error).errors.months ?? problemOf(error).message ?? 'The archive period could not be saved.');
    }
  }

  return (
    <Panel as="form" onSubmit={save} aria-label="Archive period" style={{ marginTop: '2rem' }}>
      <Field id="archive-months" label="Releases stay current for (months)" hint="Older releases stay at their address and in the news list, with a banner saying when they were current.">
        {(c) => <Input {...c} inputMode="numeric" value={shown} onChange={(e) => setMonths(e.target.value)} />}
      </Field>
      <Button type="submit">Save archive period</Button>
      {message ? <p role="status">{message}</p> : null}
    </Panel>
  );
}
