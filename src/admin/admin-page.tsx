import { AdminShell } from './components/admin-shell.tsx';
import { Dashboard } from './components/dashboard.tsx';
import { LaunchChecklist } from './company/launch-checklist.tsx';

export default function AdminPage() {
  return <AdminShell title="News Admin Dashboard">{(token) => (
        <>
          <LaunchChecklist token={token} />
          <Dashboard token={token} />
        </>
      )}</AdminShell>;
}
