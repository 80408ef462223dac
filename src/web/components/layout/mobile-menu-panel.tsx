import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { keyframes, styled } from 'styled-components';
import { normalizePath } from '../../../shared/site-sections.ts';
import { colors, fonts, media } from '../../../ui/styles/theme.ts';
import { ChevronIcon } from './chevron-icon.tsx';
import { NAV_LINKS, type NavLinkEntry, navLinkState } from './nav-links.ts';

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
  overflow-y: auto;
  overscroll-behavior: contain;
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
  > li { border-bottom: 1px solid rgba(255, 255, 255, 0.12); }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const TopLink = styled.a`
  flex: 1;
  display: block;
  padding: 0.9rem 0;
  color: ${colors.onDark};
  text-decoration: none;
  font-family: ${fonts.heading};
  font-weight: 600;
  font-size: 1.05rem;
  &[aria-current='page'], &[data-ancestor] { color: ${colors.copperLight}; }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-right: -0.6rem;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${colors.onDark};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: rgba(255, 255, 255, 0.08); color: ${colors.copperLight}; }
  svg { transition: transform 0.15s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  ${media.reducedMotion} { svg { transition: none; } }
`;

const SubLinks = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0 0 0 0.9rem;
  border-left: 2px solid rgba(233, 162, 110, 0.45);
  a {
    display: block;
    padding: 0.55rem 0;
    color: ${colors.onDarkMuted};
    text-decoration: none;
    font-size: 0.98rem;
  }
  a:hover { color: #fff; }
  a[aria-current='page'] { color: ${colors.copperLight}; font-weight: 600; }
`;

function MenuEntry(props: { link: NavLinkEntry; pathname: string; onNavigate: () => void }) {
  const { link, pathname } = props;
  const state = navLinkState(link, pathname);
  const [expanded, setExpanded] = useState(() => Boolean(link.section?.pages.some((page) => page.path === pathname)));
  const listId = useId();
  return (
    <li>
      <Row>
        <TopLink
          href={link.href}
          aria-current={state === 'page' ? 'page' : state === 'ancestor' ? 'true' : undefined}
          data-ancestor={state === 'ancestor' ? '' : undefined}
          onClick={props.onNavigate}
        >
          {link.label}
        </TopLink>
        {link.section ? (
          <Toggle type="button" aria-label={`${link.label} pages`} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
            <ChevronIcon size={20} />
          </Toggle>
        ) : null}
      </Row>
      {link.section ? (
        <SubLinks id={listId} hidden={!expanded}>
          {link.section.pages.map((page) => (
            <li key={page.path}>
              <a href={page.path} aria-current={page.path === pathname ? 'page' : undefined} onClick={props.onNavigate}>
                {page.label}
              </a>
            </li>
          ))}
        </SubLinks>
      ) : null}
    </li>
  );
}

/** The slide-out panel itself, loaded on the first tap of the menu button; the current page's section starts open. */
export function MobileMenuPanel(props: { pathname: string; open: boolean; onOpenChange: (open: boolean) => void; onClosed: () => void }) {
  const pathname = normalizePath(props.pathname);
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
            <Links key={pathname}>
              {NAV_LINKS.map((link) => (
                <MenuEntry key={link.href} link={link} pathname={pathname} onNavigate={() => props.onOpenChange(false)} />
              ))}
            </Links>
          </nav>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
