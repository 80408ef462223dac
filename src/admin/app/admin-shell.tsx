import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { Container } from '../../ui/layout.tsx';
import { ToastProvider, useToast } from '../../ui/toast.tsx';
import { useAdminSession, useRestoreAdminSession } from '../session/admin-session.ts';
import { colors, media } from '../../ui/styles/theme.ts';
import { logout } from '../admin-api.ts';
import { AdminHeader } from './admin-header.tsx';
import { LoginCard } from '../session/login-card.tsx';
import { SecuritySettings } from '../session/security-settings.tsx';

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

/** A screen of the signed-in admin: its heading, and its content given the session token. */
export interface AdminScreenProps {
  title: string;
  children: (token: string) => ReactNode;
}

function SignedIn({ token, title, children }: AdminScreenProps & { token: string }) {
  const { signOut } = useAdminSession();
  const toast = useToast();
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout(token);
    } catch {
      // The token is dropped locally either way; an unrevoked one still expires on its own.
    }
    signOut();
    toast({ title: 'Logged out successfully' });
  }

  return (
    <>
      <AdminHeader token={token} title={title} onLogout={handleLogout} loggingOut={loggingOut}>
        <SecuritySettings token={token} />
      </AdminHeader>
      {children(token)}
    </>
  );
}

/**
 * The session lives in localStorage, which the server cannot see: the server and the first client
 * render show the same neutral shell, and the screen is chosen once the browser has read the token.
 */
function Screen(props: AdminScreenProps) {
  useRestoreAdminSession();
  const { token } = useAdminSession();
  if (token === undefined) {
    return (
      <Shell>
        <noscript>The admin area needs JavaScript.</noscript>
      </Shell>
    );
  }
  return token ? <SignedIn token={token} {...props} /> : <LoginCard />;
}

/** Every admin screen (articles, trash, audit log): the login card until signed in, then the header and the screen. */
export function AdminShell(props: AdminScreenProps) {
  return (
    <ToastProvider>
      <Page>
        <Container>
          <Screen {...props} />
        </Container>
      </Page>
    </ToastProvider>
  );
}
