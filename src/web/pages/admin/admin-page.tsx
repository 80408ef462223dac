import { styled } from 'styled-components';
import { Container } from '../../components/ui/layout.tsx';
import { ToastProvider } from '../../components/ui/toast.tsx';
import type { RouteHandle } from '../../route-meta.ts';
import { useAdminSession, useRestoreAdminSession } from '../../state/admin-session.ts';
import { colors, media } from '../../styles/theme.ts';
import { pageTitle } from '../../../shared/site.ts';
import { Dashboard } from './components/dashboard.tsx';
import { LoginCard } from './components/login-card.tsx';

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('News Admin'), noindex: true }) };

const Page = styled.div`
  background: ${colors.surfaceAlt};
  min-height: 70vh;
  padding: 2rem 0 4rem;
  ${media.md} { padding: 3rem 0 5rem; }
`;

const Shell = styled.p`
  margin: 0;
  padding: 4rem 0;
  text-align: center;
  color: ${colors.muted};
`;

/**
 * The session lives in localStorage, which the server cannot see: the server and the first client
 * render show the same neutral shell, and the screen is chosen once the browser has read the token.
 */
function AdminScreen() {
  useRestoreAdminSession();
  const { token } = useAdminSession();
  if (token === undefined) {
    return (
      <Shell>
        <noscript>The admin area needs JavaScript.</noscript>
      </Shell>
    );
  }
  return token ? <Dashboard token={token} /> : <LoginCard />;
}

export default function AdminPage() {
  return (
    <ToastProvider>
      <Page>
        <Container>
          <AdminScreen />
        </Container>
      </Page>
    </ToastProvider>
  );
}
