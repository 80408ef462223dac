import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { AUDIT_ACTIONS, type AuditEntry } from '../../shared/audit.ts';
import { formatInZone } from '../../shared/company-time.ts';
import { Button } from '../../ui/button.tsx';
import { colors, media } from '../../ui/styles/theme.ts';
import { auditCsvFile, auditPage } from '../admin-api.ts';
import { type AuditFilterValues, auditFilter, NO_AUDIT_FILTER } from './audit-filter-query.ts';
import { AuditFilters } from './audit-filters.tsx';
import { useCompanyTimeZone } from '../config.ts';
import { useFailureToast } from '../components/use-failure-toast.ts';
import { ListMessage, Panel } from '../components/form-styles.ts';

const Lead = styled.p`
  margin: -0.5rem 0 1.25rem;
  color: ${colors.muted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th { text-align: left; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${colors.muted}; }
  th, td { padding: 0.7rem 0.75rem; border-bottom: 1px solid ${colors.line}; vertical-align: top; }
  td { overflow-wrap: anywhere; }
  @media (max-width: 767px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: grid; gap: 0.2rem; padding: 0.8rem 0; border-bottom: 1px solid ${colors.line}; }
    td { display: grid; grid-template-columns: 5.5rem 1fr; gap: 0.5rem; padding: 0; border: 0; }
    td::before { content: attr(data-label); color: ${colors.muted}; font-size: 0.85rem; }
  }
  ${media.md} { td:first-child { white-space: nowrap; } }
`;

const Slug = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${colors.muted};
`;

const More = styled.div`
  margin-top: 1.25rem;
  text-align: center;
`;

const PAGE = 50;

function whatHappened(entry: AuditEntry, zone: string): string {
  if (entry.action === 'login-failed-repeated' && entry.repeats !== null && entry.until !== null) {
    const logins = entry.repeats === 1 ? 'further failed login' : 'further failed logins';
    return `${entry.repeats} ${logins} from ${entry.ip ?? 'an unknown address'} until ${formatInZone(entry.until, zone)}`;
  }
  const action = AUDIT_ACTIONS[entry.action] ?? entry.action;
  return entry.note ? `${action}: ${entry.note}` : action;
}

/** The audit log, newest first, 50 at a time, times in the company's zone; filtered and exported alike. */
export function AuditTable({ token }: { token: string }) {
  const zone = useCompanyTimeZone();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [filter, setFilter] = useState<AuditFilterValues>(NO_AUDIT_FILTER);
  const [exporting, setExporting] = useState(false);

  const failed = useFailureToast();

  async function exportCsv() {
    setExporting(true);
    try {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await auditCsvFile(token, auditFilter(filter, zone)));
      link.download = 'audit-log.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      failed('Failed to export the audit log', error);
    } finally {
      setExporting(false);
    }
  }

  const load = useCallback(
    async (before: number | null) => {
      setLoading(true);
      try {
        const page = await auditPage(token, before, PAGE, auditFilter(filter, zone));
        setEntries((current) => (before && current ? [...current, ...page.entries] : page.entries));
        setNextBefore(page.nextBefore);
      } catch (error) {
        failed('Failed to load the audit log', error);
      } finally {
        setLoading(false);
      }
    },
    [token, failed, filter, zone],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <Panel as="section" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Who did what, and when</h2>
      <Lead>Every sign-in, edit, publication and deletion is recorded here and cannot be changed. Times are {zone.split('/').pop()!.replace(/_/g, ' ')} time.</Lead>
      <AuditFilters onApply={setFilter} onExport={() => void exportCsv()} exporting={exporting} />
      {entries === null ? (
        <ListMessage role="status">Loading...</ListMessage>
      ) : entries.length === 0 ? (
        <ListMessage>{filter === NO_AUDIT_FILTER ? 'Nothing recorded yet.' : 'Nothing recorded matches these filters.'}</ListMessage>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Release or document</th>
              <th scope="col">IP address</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">
                  <time dateTime={entry.at}>{formatInZone(entry.at, zone)}</time>
                </td>
                <td data-label="Who">
                  {entry.actor ?? 'System'}
                  {entry.unknownAccount ? <Slug>not an account</Slug> : null}
                </td>
                <td data-label="What">{whatHappened(entry, zone)}</td>
                <td data-label="Release or document">
                  {entry.articleTitle ? (
                    <span>
                      {entry.articleTitle}
                      <Slug>/articles/{entry.articleSlug}</Slug>
                    </span>
                  ) : entry.documentTitle ? (
                    <span>
                      {entry.documentTitle}
                      <Slug>Document</Slug>
                    </span>
                  ) : (
                    (entry.subject ?? '—')
                  )}
                </td>
                <td data-label="IP address">{entry.ip ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {nextBefore ? (
        <More>
          <Button $variant="outline" disabled={loading} onClick={() => void load(nextBefore)}>
            {loading ? 'Loading...' : 'Show older entries'}
          </Button>
        </More>
      ) : null}
    </Panel>
  );
}
