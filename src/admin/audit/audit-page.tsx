import { AdminShell } from '../app/admin-shell.tsx';
import { AuditTable } from './audit-table.tsx';

export default function AuditPage() {
  return <AdminShell title="Audit log">{(token) => <AuditTable token={token} />}</AdminShell>;
}
