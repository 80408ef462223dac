import { useSetAtom } from 'jotai';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { company } from '../../content/company.ts';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { colors, fonts, headerHeight, media } from '../../styles/theme.ts';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/layout.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { FacebookIcon, SearchIcon, XIcon } from './social-icons.tsx';
import { SearchButton } from './search-button.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${colors.line};
  backdrop-filter: saturate(1.4) blur(6px);
`;

const Inner = styled(Container)`
  height: ${headerHeight};
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const Nav = styled.nav`
  display: none;
  margin-left: auto;
  ${media.lg} { display: block; }
  ul { display: flex; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
  a {
    display: inline-block;
    padding: 0.5rem 0.7rem;
    color: ${colors.ink};
    text-decoration: none;
    font-family: ${fonts.heading};
    font-weight: 600;
    font-size: 0.92rem;
    border-bottom: 2px solid transparent;
  }
  a:hover, a.active { color: ${colors.copperDark}; border-bottom-color: ${colors.copper}; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin-left: auto;
  ${media.lg} { margin-left: 0.5rem; }
`;

const PresentationButton = styled(Button)`
  display: none;
  ${media.md} { display: inline-flex; }
  padding: 0.5rem 1rem;
  min-height: 40px;
  font-size: 0.85rem;
`;

const Social = styled.a`
  display: none;
  ${media.lg} { display: inline-flex; }
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: ${colors.slate};
  &:hover { color: ${colors.copperDark}; }
`;

export function Header() {
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return (
    <Bar>
      <Inner>
        <Logo />
        <Nav aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === '/'}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Actions>
          <PresentationButton onClick={() => openPresentation(true)}>Download Presentation</PresentationButton>
          <SearchButton>
            <SearchIcon />
          </SearchButton>
          <Social href={company.social.facebook.href} target="_blank" rel="noopener noreferrer" aria-label={company.social.facebook.label}>
            <FacebookIcon />
          </Social>
          <Social href={company.social.x.href} target="_blank" rel="noopener noreferrer" aria-label={company.social.x.label}>
            <XIcon />
          </Social>
          <MobileMenu />
        </Actions>
      </Inner>
    </Bar>
  );
}
