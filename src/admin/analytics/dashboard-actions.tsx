import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../../ui/button.tsx';
import { GA_REPORTS_URL } from './analytics-dashboard.ts';
import { ArrowLeftIcon, ExternalIcon } from './icons.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

// The hero is dark: the secondary action needs a light outline rather than the copper one.
const BackLink = styled(ButtonLink)`
  color: #fff;
  border-color: rgba(255, 255, 255, 0.6);
  &:hover { background: rgba(255, 255, 255, 0.12); color: #fff; }
`;

/** Back to the news admin, and out to the GA4 reports where the real figures live. */
export function DashboardActions() {
  return (
    <Row>
      <BackLink as={Link} to="/admin" $variant="ghost">
        <ArrowLeftIcon />
        Back to admin
      </BackLink>
      <ButtonLink href={GA_REPORTS_URL} target="_blank" rel="noopener noreferrer" $variant="light">
        Open Google Analytics
        <ExternalIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </ButtonLink>
    </Row>
  );
}
