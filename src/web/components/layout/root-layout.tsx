import { Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { colors } from '../../../ui/styles/theme.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -60px;
  z-index: 200;
  padding: 0.6rem 1rem;
  background: ${colors.ink};
  color: #fff;
  &:focus { top: 0.5rem; color: #fff; }
`;

const Main = styled.main`
  min-height: 60vh;
`;

/** Header, page and footer shared by every public and admin page (the 404 page stands outside it). */
export function RootLayout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
