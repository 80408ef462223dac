import { useState } from 'react';
import { LeadFormFrame } from '../../../components/embeds/lead-form-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** SPEC: the newsletter modal of the Investors page; Radix returns focus to this button on close. */
export function NewsletterSignup() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Get News Alerts</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Get News Alerts"
        description="Sign up to get District Copper updates sent to your email."
        width={520}
      >
        <LeadFormFrame form="newsletter" title="Get News Alerts" height={380} />
      </Modal>
    </>
  );
}
