import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { colors } from '../../styles/theme.ts';
import { MountOnceOpened } from '../ui/mount-once-opened.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { HydrationMarker } from './hydration-marker.tsx';
import { DocumentTitle, PageViewReporter, ScrollToTop } from './route-effects.tsx';

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

const PresentationDialog = lazy(() =>
  import('../embeds/presentation-dialog.tsx').then((m) => ({ default: m.PresentationDialog })),
);

function LazyPresentationDialog() {
  const open = useAtomValue(presentationDialogOpenAtom);
  return (
    <MountOnceOpened open={open}>
      <PresentationDialog />
    </MountOnceOpened>
  );
}

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
        {/* Its own boundary: React hydrates the page after the shell in short slices, not one long task. */}
        <Suspense fallback={null}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </Main>
      <Footer />
      <LazyPresentationDialog />
      <ScrollToTop />
      <DocumentTitle />
      <PageViewReporter />
    </>
  );
}
