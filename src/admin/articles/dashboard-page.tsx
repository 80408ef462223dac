import { styled } from 'styled-components';
import { AdminShell } from '../app/admin-shell.tsx';
import { LaunchChecklist, useLaunchChecklist } from '../company/launch-checklist.tsx';
import { confirmStillCurrent } from '../company/company-api.ts';
import { ListMessage } from '../components/form-styles.ts';
import { EmailOffNotice } from '../components/email-off-notice.tsx';
import { Dashboard } from './dashboard.tsx';

// Once, above everything the IR manager publishes from: the release list's counts then read "saved to the outbox".
const TopNotice = styled(EmailOffNotice)`
  margin-bottom: 2rem;
`;

/**
 * The checklist sits above the Create form, so the form is drawn once the checklist is in: drawn
 * before, it would jump down by the checklist's height as the IR manager reached for it.
 */
function DashboardWithChecklist({ token }: { token: string }) {
  const checklist = useLaunchChecklist(token);
  if (checklist.status === 'loading') return <ListMessage role="status">Loading the dashboard...</ListMessage>;
  return (
    <>
      <TopNotice />
      {checklist.status === 'failed' ? <p role="alert">{checklist.message}</p> : <LaunchChecklist items={checklist.value} onStillCurrent={async (subject) => {
        await confirmStillCurrent(token, subject);
        await checklist.reload();
      }} />}
      <Dashboard token={token} />
    </>
  );
}

export default function AdminPage() {
  return <AdminShell title="News Admin Dashboard">{(token) => <DashboardWithChecklist token={token} />}</AdminShell>;
}
