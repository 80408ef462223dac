import { AdminShell } from '../app/admin-shell.tsx';
import { Dashboard } from './dashboard.tsx';
import { LaunchChecklist } from '../company/launch-checklist.tsx';

export default function AdminPage() {
  return <AdminShell title="News Admin Dashboard">{(token) => (
        <>
          <LaunchChecklist token={token} />
          <Dashboard token={token} />
        </>
      )}</AdminShell>;
}
