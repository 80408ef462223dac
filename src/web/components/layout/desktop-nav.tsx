import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { normalizePath, type SiteSection } from '../../../shared/site-sections.ts';
import { colors, fonts, media, radius, shadow } from '../../styles/theme.ts';
import { ChevronIcon } from './chevron-icon.tsx';
import { NAV_LINKS, navLinkState } from './nav-links.ts';

const Root = styled(NavigationMenu.Root)`
  display: none;
  margin-left: auto;
  ${media.lg} { display: block; }
`;

const List = styled(NavigationMenu.List)`
  display: flex;
  align-items: center;
  gap: 0;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(NavigationMenu.Item)`
  position: relative;
  display: flex;
  align-items: center;
`;

const TopLink = styled(Link)`
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

const Trigger = styled(NavigationMenu.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 32px;
  margin-left: -0.45rem;
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.muted};
  cursor: pointer;
  &:hover, &[data-state='open'] { color: ${colors.copperDark}; background: ${colors.surfaceAlt}; }
  svg { transition: transform 0.15s ease; }
  &[data-state='open'] svg { transform: rotate(180deg); }
  ${media.reducedMotion} { svg { transition: none; } }
`;

const Content = styled(NavigationMenu.Content)`
  position: absolute;
  top: calc(100% + 0.6rem);
  left: -0.5rem;
  z-index: 60;
  min-width: 250px;
  padding: 0.5rem;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-top: 3px solid ${colors.copper};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  ul { list-style: none; margin: 0; padding: 0; }
`;

const MenuLink = styled(Link)`
  display: block;
  padding: 0.55rem 0.75rem;
  border-radius: ${radius.sm};
  color: ${colors.text};
  text-decoration: none;
  font-size: 0.92rem;
  font-weight: 500;
  white-space: nowrap;
  &:hover, &:focus-visible { background: ${colors.surfaceAlt}; color: ${colors.copperDark}; }
  &[aria-current='page'] { color: ${colors.copperDark}; font-weight: 700; box-shadow: inset 3px 0 0 ${colors.copper}; }
`;

function SectionMenu(props: { section: SiteSection; pathname: string }) {
  return (
    <>
      <Trigger aria-label={`${props.section.label} pages`}>
        <ChevronIcon />
      </Trigger>
      <Content>
        <ul>
          {props.section.pages.map((page) => (
            <li key={page.path}>
              <NavigationMenu.Link asChild>
                <MenuLink to={page.path} aria-current={page.path === props.pathname ? 'page' : undefined}>
                  {page.label}
                </MenuLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </Content>
    </>
  );
}

/**
 * The large-screen header navigation: the six links, each a real link that works before hydration; About Us,
 * Projects and Investors add a disclosure button that opens their section's pages (hover, click, tap or
 * keyboard; Escape closes and returns focus to the button).
 */
export function DesktopNav() {
  const pathname = normalizePath(useLocation().pathname);
  return (
    <Root aria-label="Main" delayDuration={150}>
      <List>
        {NAV_LINKS.map((link) => {
          const state = navLinkState(link, pathname);
          return (
            <Item key={link.href} value={link.href}>
              <NavigationMenu.Link asChild>
                <TopLink
                  to={link.href}
                  aria-current={state === 'page' ? 'page' : state === 'ancestor' ? 'true' : undefined}
                  data-ancestor={state === 'ancestor' ? '' : undefined}
                >
                  {link.label}
                </TopLink>
              </NavigationMenu.Link>
              {link.section ? <SectionMenu section={link.section} pathname={pathname} /> : null}
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
