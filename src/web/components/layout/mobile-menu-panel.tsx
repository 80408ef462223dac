import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from 'react-router-dom';
import { keyframes, styled } from 'styled-components';
import { colors, fonts, media } from '../../styles/theme.ts';
import { NAV_LINKS } from './nav-links.ts';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

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

/** The slide-out panel itself, loaded on the first tap of the menu button. */
export function MobileMenuPanel(props: { open: boolean; onOpenChange: (open: boolean) => void; onClosed: () => void }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.onClosed();
          }}
        >
          <Head>
            <Dialog.Title>Menu</Dialog.Title>
            <Close aria-label="Close menu">×</Close>
          </Head>
          <nav aria-label="Mobile">
            <Links>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end={link.href === '/'} onClick={() => props.onOpenChange(false)}>
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
