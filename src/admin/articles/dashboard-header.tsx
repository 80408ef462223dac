import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { colors, media, radius } from '../../ui/styles/theme.ts';

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

const Tabs = styled.nav`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  a {
    padding: 0.7rem 1rem;
    border-bottom: 3px solid transparent;
    border-radius: ${radius.sm} ${radius.sm} 0 0;
    color: ${colors.muted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover { color: ${colors.ink}; background: rgba(0, 0, 0, 0.04); }
  a[aria-current='page'] { color: ${colors.copperDark}; border-bottom-color: ${colors.copperDark}; }
`;

/** Title, the admin's sections (articles, trash, audit log, subscribers), and the way out: analytics, the public site, logout. */
export function DashboardHeader({
  title,
  onLogout,
  loggingOut,
  children,
}: {
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
      <Tabs aria-label="Admin sections">
        <NavLink to="/admin" end>
          Articles
        </NavLink>
        <NavLink to="/admin/documents">Documents</NavLink>
        <NavLink to="/admin/trash">Trash</NavLink>
        <NavLink to="/admin/audit">Audit log</NavLink>
        <NavLink to="/admin/company">Company</NavLink>
        <NavLink to="/admin/share-structure">Share structure</NavLink>
        <NavLink to="/admin/events">Events</NavLink>
        <NavLink to="/admin/photos">Photos</NavLink>
        <NavLink to="/admin/subscribers">Subscribers</NavLink>
        <NavLink to="/admin/inbox">Inbox</NavLink>
      </Tabs>
    </Bar>
  );
}
