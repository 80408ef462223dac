import { AdminShell } from './components/admin-shell.tsx';
import { SubscriberList } from './components/subscriber-list.tsx';

export default function SubscribersPage() {
  return <AdminShell title="Subscribers">{(token) => <SubscriberList token={token} />}</AdminShell>;
}
