import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { colors, media } from '../../ui/styles/theme.ts';
import { AdminNavigation } from './admin-navigation.tsx';

const Bar = styled.header`
  display: grid;
  gap: 1rem;
  padding: 1.5rem 0 0;
  border-bottom: 1px solid ${colors.line};
  margin-bottom: 2rem;
  h1 { font-size: clamp(1.5rem, 4vw, 2.1rem); margin: 0; }
  h1:focus { outline: none; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > * { flex: 1 1 auto; }
  ${media.sm} { > * { flex: none; } }
`;

/** Title, the admin's sections, and the way out: analytics, the public site, logout. */
export function AdminHeader({
  token,
  title,
  onLogout,
  loggingOut,
  children,
}: {
  token: string;
  title: string;
  onLogout: () => void;
  loggingOut: boolean;
  /** Further header actions (the Security dialog's button). */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the login card, focus would otherwise fall back to the page body.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <Bar>
      <Top>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <Nav aria-label="Admin">
          <ButtonLink as={Link} to="/admin/analytics" $variant="outline">
            Analytics
          </ButtonLink>
          {/* The public site is another application: a full page load, not a route of this one. */}
          <ButtonLink href="/" $variant="outline">
            View Site
          </ButtonLink>
          {children}
          <Button onClick={onLogout} disabled={loggingOut}>
            Logout
          </Button>
        </Nav>
      </Top>
      <AdminNavigation token={token} />
    </Bar>
  );
}
