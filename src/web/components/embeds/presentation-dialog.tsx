import { useAtomValue } from 'jotai';
import { publicConfigAtom } from '../../state/config.ts';
import { Modal } from '../../../ui/modal.tsx';
import { LeadFormFrame } from './lead-form-frame.tsx';
import { PresentationOffer } from './presentation-offer.tsx';

/**
 * The Corporate Presentation Request dialog: the provider's form when one is configured (its script loads
 * on first open only), otherwise the presentation itself.
 */
export function PresentationDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { presentationFormUrl } = useAtomValue(publicConfigAtom);
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
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
