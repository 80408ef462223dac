import { AdminShell } from './components/admin-shell.tsx';
import { AuditTable } from './components/audit-table.tsx';

export default function AuditPage() {
  return <AdminShell title="Audit log">{(token) => <AuditTable token={token} />}</AdminShell>;
}
