import { lazy, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { MountOnceOpened } from '../../../../ui/mount-once-opened.tsx';

const NewsletterDialog = lazy(() => import('./newsletter-dialog.tsx').then((m) => ({ default: m.NewsletterDialog })));

/** The Investors page's "Get News Alerts" button; the dialog's code loads on the first click. Radix returns focus here on close. */
export function NewsletterSignup() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Get News Alerts</Button>
      <MountOnceOpened open={open}>
        <NewsletterDialog open={open} onOpenChange={setOpen} />
      </MountOnceOpened>
    </>
  );
}
