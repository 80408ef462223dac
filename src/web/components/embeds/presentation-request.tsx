import { lazy, useState } from 'react';
import { styled } from 'styled-components';
import { media } from '../../../ui/styles/theme.ts';
import { Button, type Variant } from '../../../ui/button.tsx';
import { MountOnceOpened } from '../../../ui/mount-once-opened.tsx';

const PresentationDialog = lazy(() => import('./presentation-dialog.tsx').then((m) => ({ default: m.PresentationDialog })));

/** The header's compact button, from tablet width up. */
const HeaderButton = styled(Button)`
  display: none;
  ${media.md} { display: inline-flex; }
  padding: 0.5rem 1rem;
  min-height: 40px;
  font-size: 0.85rem;
  white-space: nowrap;
  ${media.lg} { padding: 0.45rem 0.7rem; font-size: 0.78rem; }
  ${media.xl} { padding: 0.5rem 1rem; font-size: 0.85rem; }
`;

/**
 * A "Download Presentation" or "View Presentation" button with the Corporate Presentation Request dialog
 * it opens; the dialog's code loads on the first click. Radix returns focus here on close.
 */
export function PresentationRequest(props: { label: string; variant?: Variant | 'header' }) {
  const [open, setOpen] = useState(false);
  const Trigger = props.variant === 'header' ? HeaderButton : Button;
  return (
    <>
      <Trigger $variant={props.variant === 'header' ? undefined : props.variant} onClick={() => setOpen(true)}>
        {props.label}
      </Trigger>
      <MountOnceOpened open={open}>
        <PresentationDialog open={open} onOpenChange={setOpen} />
      </MountOnceOpened>
    </>
  );
}
