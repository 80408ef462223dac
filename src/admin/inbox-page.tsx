import { AdminShell } from './components/admin-shell.tsx';
import { InboxList } from './inbox/inbox-list.tsx';

export default function InboxPage() {
  return <AdminShell title="Inbox">{(token) => <InboxList token={token} />}</AdminShell>;
}
