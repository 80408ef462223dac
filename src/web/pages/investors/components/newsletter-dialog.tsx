import { SIGNUP_LOCATIONS } from '../../../../shared/alert-form.ts';
import { NewsletterForm } from '../../../components/alerts/newsletter-form.tsx';
import { Modal } from '../../../../ui/modal.tsx';

/** The newsletter modal of the Investors page, with the sign-up form inside. */
export function NewsletterDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Get News Alerts"
      description="Sign up to get District Copper updates sent to your email."
      width={520}
    >
      <NewsletterForm title="Get News Alerts" height={380} location={SIGNUP_LOCATIONS.dialog} framed={false} />
    </Modal>
  );
}
