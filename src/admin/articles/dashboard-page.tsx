import { styled } from 'styled-components';
import { AdminShell } from '../app/admin-shell.tsx';
import { LaunchChecklist } from '../company/launch-checklist.tsx';
import { useCompanyFacts } from '../company/use-company-facts.ts';
import { ListMessage } from '../components/form-styles.ts';
import { EmailOffNotice } from '../publishing/email-off-notice.tsx';
import { Dashboard } from './dashboard.tsx';

// Once, above everything the IR manager publishes from: the release list's counts then read "saved to the outbox".
const TopNotice = styled(EmailOffNotice)`
  margin-bottom: 2rem;
`;

/**
 * The checklist sits above the Create form, so the form is drawn once the checklist's facts are in: drawn
 * before, it would jump down by the checklist's height as the IR manager reached for it.
 */
function DashboardWithChecklist({ token }: { token: string }) {
  const facts = useCompanyFacts(token);
  if (facts.status === 'loading') return <ListMessage role="status">Loading the dashboard...</ListMessage>;
  return (
    <>
      <TopNotice />
      {facts.status === 'failed' ? <p role="alert">{facts.message}</p> : <LaunchChecklist facts={facts.value} />}
      <Dashboard token={token} />
    </>
  );
}

export default function AdminPage() {
  return <AdminShell title="News Admin Dashboard">{(token) => <DashboardWithChecklist token={token} />}</AdminShell>;
}
