import { lazy, Suspense, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { colors, media } from '../../styles/theme.ts';
import { useOpenedOnce } from '../ui/opened-once.ts';
import { MenuIcon } from './social-icons.tsx';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel.tsx').then((m) => ({ default: m.MobileMenuPanel })));

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${colors.ink};
  cursor: pointer;
  ${media.lg} { display: none; }
`;

/** Below the large breakpoint: the six links in a right-side slide-out panel (300 px, 400 px on larger screens). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Trigger ref={trigger} type="button" aria-label="Open menu" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </Trigger>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} onClosed={() => trigger.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
