import type { AdminDocument } from '../../shared/document-library.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

export const TRASH_DOCUMENT_CONFIRMATION = 'Are you sure you want to move this document to the trash?';

/** Confirms a move to the trash, naming the document and saying what happens, as for releases. */
export function TrashDocumentDialog(props: { document: AdminDocument | null; onCancel: () => void; onConfirm: (document: AdminDocument) => void }) {
  return (
    <ConfirmDialog
      item={props.document}
      title="Move to trash"
      question={TRASH_DOCUMENT_CONFIRMATION}
      name={(document) => document.title}
      note="Its page entries and its address answer “not found” at once; it waits in the trash for 30 days, where it can be restored."
      confirm={() => 'Move to trash'}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}
