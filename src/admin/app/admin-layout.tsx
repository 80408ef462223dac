import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { adminPage, adminTitle } from '../../shared/admin-pages.ts';
import { Container } from '../../ui/layout.tsx';
import { Logo } from '../../ui/logo.tsx';
import { colors } from '../../ui/styles/theme.ts';

const BRAND_HEIGHT = '64px';

const Brand = styled.div`
  background: ${colors.night};
  color: ${colors.onDarkMuted};
  > div { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: ${BRAND_HEIGHT}; }
  span { font-size: 0.8rem; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase; }
`;

// The screen's own background reaches the bottom of the window, however short the screen.
const Main = styled.main`
  min-height: calc(100vh - ${BRAND_HEIGHT});
  background: ${colors.surfaceAlt};
`;

/** Keeps the browser title on the screen shown as the IR manager moves between screens. */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = adminPage(pathname);
    if (page) document.title = adminTitle(page);
  }, [pathname]);
  return null;
}

function BrandBar() {
  return (
    <Brand>
      <Container>
        <Logo onDark />
        <span>Admin</span>
      </Container>
    </Brand>
  );
}

/** What shows while the first screen's code loads: the frame alone, so nothing jumps when the screen comes. */
export function AdminLoading() {
  return <BrandBar />;
}

/**
 * The frame of every admin screen: the company's mark over the screen, which draws its own header (the
 * spec's Analytics, View Site and Logout; see AdminShell). The public header and footer are not the admin's.
 */
export function AdminLayout() {
  return (
    <>
      <DocumentTitle />
      <BrandBar />
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
