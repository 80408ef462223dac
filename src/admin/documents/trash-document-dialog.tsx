import type { AdminDocument } from '../../shared/document-library.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Danger, Named, Note } from '../components/delete-article-dialog.tsx';
import { Actions } from '../components/form-styles.ts';

export const TRASH_DOCUMENT_CONFIRMATION = 'Are you sure you want to move this document to the trash?';

/** Confirms a move to the trash, naming the document and saying what happens, as for releases. */
export function TrashDocumentDialog(props: { document: AdminDocument | null; onCancel: () => void; onConfirm: (document: AdminDocument) => void }) {
  const { document } = props;
  return (
    <Modal open={document !== null} onOpenChange={(open) => (open ? undefined : props.onCancel())} title="Move to trash" description={TRASH_DOCUMENT_CONFIRMATION}>
      {document ? (
        <>
          <Named>{document.title}</Named>
          <Note>Its page entries and its address answer “not found” at once; it waits in the trash for 30 days, where it can be restored.</Note>
          <Actions>
            <Danger onClick={() => props.onConfirm(document)}>Move to trash</Danger>
            <Button $variant="outline" onClick={props.onCancel}>
              Cancel
            </Button>
          </Actions>
        </>
      ) : null}
    </Modal>
  );
}
