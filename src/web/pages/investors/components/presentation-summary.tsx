import { styled } from 'styled-components';
import { ButtonLink } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import { useCompany, useFigures } from '../../../state/site-content.ts';
import { portfolioSummary } from '../../../content/investor-highlights.ts';
import { FigureGrid } from '../../../../ui/figure-grid.tsx';
import PresentationRequest from '../../../components/embeds/presentation-request.island.tsx';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** The corporate presentation in brief: portfolio figures, the request flow and two ways to call us. */
export function PresentationSummary() {
  const company = useCompany();
  return (
    <Card>
      <h3>Corporate Presentation</h3>
      <p>Our latest presentation covers the copper thesis, our projects and the capital structure behind them.</p>
      <FigureGrid figures={useFigures(portfolioSummary)} size="large" />
      <Actions>
        <PresentationRequest label="Download Presentation" />
        {/* Until a real number is recorded, the call buttons lead to the contact page instead of a number of zeros. */}
        <ButtonLink $variant="outline" href={company.investorRelationsPhoneHref || '/contact'}>
          Call Investor Relations
        </ButtonLink>
        <ButtonLink $variant="outline" href={company.phoneHref || '/contact'}>
          Call Corporate Office
        </ButtonLink>
      </Actions>
    </Card>
  );
}
