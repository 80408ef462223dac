import { pageTitle } from '../../../shared/site.ts';
import type { RouteHandle } from '../../route-meta.ts';
import { AdminShell } from './components/admin-shell.tsx';
import { SubscriberList } from './components/subscriber-list.tsx';

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('Subscribers'), noindex: true }) };

export default function SubscribersPage() {
  return <AdminShell title="Subscribers">{(token) => <SubscriberList token={token} />}</AdminShell>;
}
