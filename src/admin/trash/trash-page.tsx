import { AdminShell } from '../app/admin-shell.tsx';
import { TrashList } from './trash-list.tsx';

export default function TrashPage() {
  return <AdminShell title="Trash">{(token) => <TrashList token={token} />}</AdminShell>;
}
