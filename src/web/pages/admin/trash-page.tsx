import { pageTitle } from '../../../shared/site.ts';
import type { RouteHandle } from '../../route-meta.ts';
import { AdminShell } from './components/admin-shell.tsx';
import { TrashList } from './components/trash-list.tsx';

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('Trash'), noindex: true }) };

export default function TrashPage() {
  return <AdminShell title="Trash">{(token) => <TrashList token={token} />}</AdminShell>;
}
