import { type ReactNode, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { colors, media } from '../../../styles/theme.ts';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.5rem 0;
  border-bottom: 1px solid ${colors.line};
  margin-bottom: 2rem;
  h1 { font-size: clamp(1.5rem, 4vw, 2.1rem); margin: 0; }
  h1:focus { outline: none; }
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > * { flex: 1 1 auto; }
  ${media.sm} { > * { flex: none; } }
`;

/** Title and the dashboard's way out: analytics, the public site, logout. */
export function DashboardHeader({ onLogout, loggingOut, children }: { onLogout: () => void; loggingOut: boolean; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the login card, focus would otherwise fall back to the page body.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <Bar>
      <h1 ref={heading} tabIndex={-1}>
        News Admin Dashboard
      </h1>
      <Nav aria-label="Admin">
        <ButtonLink to="/admin/analytics" $variant="outline">
          Analytics
        </ButtonLink>
        <ButtonLink to="/" $variant="outline">
          View Site
        </ButtonLink>
        {children}
        <Button onClick={onLogout} disabled={loggingOut}>
          Logout
        </Button>
      </Nav>
    </Bar>
  );
}
