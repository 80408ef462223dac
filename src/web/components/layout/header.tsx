import { useSetAtom } from 'jotai';
import { styled } from 'styled-components';
import { company } from '../../content/company.ts';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { colors, headerHeight, media } from '../../styles/theme.ts';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/layout.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
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

const PresentationButton = styled(Button)`
  display: none;
  ${media.md} { display: inline-flex; }
  padding: 0.5rem 1rem;
  min-height: 40px;
  font-size: 0.85rem;
  white-space: nowrap;
  ${media.lg} { padding: 0.45rem 0.7rem; font-size: 0.78rem; }
  ${media.xl} { padding: 0.5rem 1rem; font-size: 0.85rem; }
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

export function Header() {
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return (
    <Bar>
      <Inner>
        <Logo />
        <DesktopNav />
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
