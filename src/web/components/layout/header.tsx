import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCompany } from '../../state/site-content.ts';
import DesktopNav from './desktop-nav.island.tsx';
import MobileMenu from './mobile-menu.island.tsx';
import SearchButton from './search-button.island.tsx';
import { colors, headerHeight, media } from '../../../ui/styles/theme.ts';
import PresentationRequest from '../embeds/presentation-request.island.tsx';
import { Container } from '../../../ui/layout.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { FacebookIcon, XIcon } from './social-icons.tsx';

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
  ${media.lg} { gap: 0.5rem; }
  ${media.xl} { gap: 1rem; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin-left: auto;
  ${media.lg} { margin-left: 0; gap: 0; }
  ${media.xl} { margin-left: 0.5rem; gap: 0.25rem; }
`;

const Social = styled.a`
  display: none;
  ${media.lg} { display: inline-flex; }
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 40px;
  color: ${colors.slate};
  ${media.xl} { width: 40px; }
  &:hover { color: ${colors.copperDark}; }
`;

/** The sticky header; its menus, search and presentation button are islands, the rest plain HTML. */
export function Header() {
  const company = useCompany();
  const { pathname } = useLocation();
  return (
    <Bar>
      <Inner>
        <Logo />
        <DesktopNav pathname={pathname} />
        <Actions>
          <PresentationRequest label="Download Presentation" variant="header" />
          <SearchButton />
          <Social href={company.social.facebook.href} target="_blank" rel="noopener noreferrer" aria-label={company.social.facebook.label}>
            <FacebookIcon />
          </Social>
          <Social href={company.social.x.href} target="_blank" rel="noopener noreferrer" aria-label={company.social.x.label}>
            <XIcon />
          </Social>
          <MobileMenu pathname={pathname} />
        </Actions>
      </Inner>
    </Bar>
  );
}
