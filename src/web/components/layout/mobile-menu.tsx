import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { keyframes, styled } from 'styled-components';
import { colors, fonts, media } from '../../styles/theme.ts';
import { MenuIcon } from './social-icons.tsx';
import { NAV_LINKS } from './nav-links.ts';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

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

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(14, 26, 36, 0.55);
  z-index: 90;
`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: 300px;
  max-width: 100vw;
  z-index: 91;
  background: ${colors.night};
  color: ${colors.onDark};
  padding: 1.25rem 1.5rem;
  animation: ${slideIn} 0.25s ease-out;
  ${media.sm} { width: 400px; }
  ${media.reducedMotion} { animation: none; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 1.5rem;
  h2 { color: #fff; font-size: 1.1rem; margin: 0; }
`;

const Close = styled(Dialog.Close)`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: #fff;
  font-size: 1.8rem;
  cursor: pointer;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: 0.9rem 0;
    border-bottom: 1px solid rgba(255, 255, 255, 0.12);
    color: ${colors.onDark};
    text-decoration: none;
    font-family: ${fonts.heading};
    font-weight: 600;
    font-size: 1.05rem;
  }
  a.active { color: ${colors.copperLight}; }
`;

/** Below the large breakpoint: the six links in a right-side slide-out panel (300 px, 400 px on larger screens). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Trigger aria-label="Open menu">
          <MenuIcon />
        </Trigger>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Panel aria-describedby={undefined}>
          <Head>
            <Dialog.Title>Menu</Dialog.Title>
            <Close aria-label="Close menu">×</Close>
          </Head>
          <nav aria-label="Mobile">
            <Links>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end={link.href === '/'} onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </Links>
          </nav>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
