import { useState } from 'react';
import { styled } from 'styled-components';
import { normalizePath } from '../../../shared/site-sections.ts';
import { colors, fonts, media } from '../../../ui/styles/theme.ts';
import { NAV_LINKS, navLinkState } from './nav-links.ts';
import { SectionMenuItem } from './section-menu-item.tsx';

const Nav = styled.nav`
  display: none;
  margin-left: auto;
  ${media.lg} { display: block; }
  > ul { display: flex; align-items: center; list-style: none; margin: 0; padding: 0; }
  > ul > li { position: relative; display: flex; align-items: center; }
`;

const TopLink = styled.a`
  display: inline-block;
  padding: 0.5rem 0.3rem;
  color: ${colors.ink};
  text-decoration: none;
  white-space: nowrap;
  font-family: ${fonts.heading};
  font-weight: 600;
  font-size: 0.86rem;
  border-bottom: 2px solid transparent;
  ${media.xl} { padding: 0.5rem 0.6rem; font-size: 0.92rem; }
  &:hover, &[aria-current='page'] { color: ${colors.copperDark}; border-bottom-color: ${colors.copper}; }
  &[data-ancestor] { color: ${colors.copperDark}; border-bottom-color: ${colors.copperLight}; }
`;

/**
 * The large-screen header navigation: the six links, real links that work before hydration; About Us, Projects
 * and Investors each add a disclosure button for their section's pages. One menu is open at a time and
 * navigating closes it.
 */
export function DesktopNav(props: { pathname: string }) {
  const pathname = normalizePath(props.pathname);
  const [open, setOpen] = useState<{ href: string; at: string } | null>(null);
  const openHref = open?.at === pathname ? open.href : null;
  return (
    <Nav aria-label="Main">
      <ul>
        {NAV_LINKS.map((link) => {
          const state = navLinkState(link, pathname);
          const anchor = (
            <TopLink
              href={link.href}
              aria-current={state === 'page' ? 'page' : state === 'ancestor' ? 'true' : undefined}
              data-ancestor={state === 'ancestor' ? '' : undefined}
            >
              {link.label}
            </TopLink>
          );
          if (!link.section) return <li key={link.href}>{anchor}</li>;
          return (
            <SectionMenuItem
              key={link.href}
              link={anchor}
              section={link.section}
              pathname={pathname}
              open={openHref === link.href}
              // A late "close" from a menu the pointer left must not close the one it moved to.
              onOpenChange={(next) =>
                setOpen((current) => (next ? { href: link.href, at: pathname } : current?.href === link.href ? null : current))
              }
            />
          );
        })}
      </ul>
    </Nav>
  );
}
