import { AdminShell } from './components/admin-shell.tsx';
import { TrashList } from './components/trash-list.tsx';

export default function TrashPage() {
  return <AdminShell title="Trash">{(token) => <TrashList token={token} />}</AdminShell>;
}
