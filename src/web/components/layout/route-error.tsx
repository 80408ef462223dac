import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { styled } from 'styled-components';
import { colors } from '../../../ui/styles/theme.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/layout.tsx';

const Box = styled(Container)`
  padding: 5rem 1.25rem;
  text-align: center;
  p { color: ${colors.muted}; }
`;

/** A loader failed (for example the database is restarting): say so kindly, keep the header and footer. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 503;
  return (
    <Box>
      <h1>{status === 404 ? 'Page Not Found' : 'This page is temporarily unavailable'}</h1>
      <p>
        {status === 404
          ? 'The page you are looking for does not exist.'
          : 'We could not load this content just now. Please try again in a moment.'}
      </p>
      <ButtonLink href="/">Return Home</ButtonLink>
    </Box>
  );
}
