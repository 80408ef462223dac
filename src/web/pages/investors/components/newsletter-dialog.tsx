import { LeadFormFrame } from '../../../components/embeds/lead-form-frame.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** The newsletter modal of the Investors page, with the lead form inside. */
export function NewsletterDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Get News Alerts"
      description="Sign up to get District Copper updates sent to your email."
      width={520}
    >
      <LeadFormFrame form="newsletter" title="Get News Alerts" height={380} />
    </Modal>
  );
}
