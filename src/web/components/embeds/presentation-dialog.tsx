import { useAtom, useAtomValue } from 'jotai';
import { publicConfigAtom } from '../../state/config.ts';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { Modal } from '../ui/modal.tsx';
import { LeadFormFrame } from './lead-form-frame.tsx';
import { PresentationOffer } from './presentation-offer.tsx';

/**
 * The Corporate Presentation Request dialog: the provider's form when one is configured (its script loads
 * on first open only), otherwise the presentation itself.
 */
export function PresentationDialog() {
  const [open, setOpen] = useAtom(presentationDialogOpenAtom);
  const { presentationFormUrl } = useAtomValue(publicConfigAtom);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Corporate Presentation Request"
      description="Fill out the form below to access our corporate presentation materials"
      width={520}
    >
      {presentationFormUrl ? (
        <LeadFormFrame form="presentation" title="Corporate Presentation Request" height={467} minWidth={400} />
      ) : (
        <PresentationOffer />
      )}
    </Modal>
  );
}
