import { pageTitle } from '../../../shared/site.ts';
import type { RouteHandle } from '../../route-meta.ts';
import { AdminShell } from './components/admin-shell.tsx';
import { AuditTable } from './components/audit-table.tsx';

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('Audit Log'), noindex: true }) };

export default function AuditPage() {
  return <AdminShell title="Audit log">{(token) => <AuditTable token={token} />}</AdminShell>;
}
