import { lazy, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { colors, media } from '../../../ui/styles/theme.ts';
import { MountOnceOpened } from '../../../ui/mount-once-opened.tsx';
import { HeaderIconButton } from './header-icon-button.ts';
import { MenuIcon } from './social-icons.tsx';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel.tsx').then((m) => ({ default: m.MobileMenuPanel })));

const Trigger = styled(HeaderIconButton)`
  color: ${colors.ink};
  ${media.lg} { display: none; }
`;

/** Below the large breakpoint: the six links in a right-side slide-out panel (300 px, 400 px on larger screens). */
export function MobileMenu(props: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Trigger ref={trigger} type="button" aria-label="Open menu" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </Trigger>
      <MountOnceOpened open={open}>
        <MobileMenuPanel pathname={props.pathname} open={open} onOpenChange={setOpen} onClosed={() => trigger.current?.focus()} />
      </MountOnceOpened>
    </>
  );
}
