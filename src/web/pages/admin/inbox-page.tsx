import { pageTitle } from '../../../shared/site.ts';
import type { RouteHandle } from '../../route-meta.ts';
import { AdminShell } from './components/admin-shell.tsx';
import { InboxList } from './inbox/inbox-list.tsx';

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('Inbox'), noindex: true }) };

export default function InboxPage() {
  return <AdminShell title="Inbox">{(token) => <InboxList token={token} />}</AdminShell>;
}
