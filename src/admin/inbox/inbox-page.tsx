import { AdminShell } from '../app/admin-shell.tsx';
import { InboxList } from './inbox-list.tsx';

export default function InboxPage() {
  return <AdminShell title="Inbox">{(token) => <InboxList token={token} />}</AdminShell>;
}
