import { styled } from 'styled-components';
import { Logo } from './logo.tsx';
import { ButtonLink } from './button.tsx';
import { colors } from './styles/theme.ts';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.5rem;
  padding: 2rem 1.25rem;
  text-align: center;
  background: ${colors.surfaceAlt};
  p { max-width: 520px; color: ${colors.muted}; }
`;

export function NotFoundView() {
  return (
    <Page>
      <Logo />
      <h1>404 - Page Not Found</h1>
      <p>The page you are looking for might have been moved, deleted, or the address may have been mistyped.</p>
      <ButtonLink href="/">Return Home</ButtonLink>
    </Page>
  );
}
