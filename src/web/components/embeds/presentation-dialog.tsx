import { useAtom } from 'jotai';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { Modal } from '../ui/modal.tsx';
import { LeadFormFrame } from './lead-form-frame.tsx';

/** The Corporate Presentation Request dialog; the provider script loads on first open only. */
export function PresentationDialog() {
  const [open, setOpen] = useAtom(presentationDialogOpenAtom);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Corporate Presentation Request"
      description="Fill out the form below to access our corporate presentation materials"
      width={520}
    >
      <LeadFormFrame form="presentation" title="Corporate Presentation Request" height={467} minWidth={400} />
    </Modal>
  );
}
