import { AdminShell } from '../app/admin-shell.tsx';
import { SubscriberList } from './subscriber-list.tsx';

export default function SubscribersPage() {
  return <AdminShell title="Subscribers">{(token) => <SubscriberList token={token} />}</AdminShell>;
}
