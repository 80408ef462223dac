import { useSetAtom } from 'jotai';
import { styled } from 'styled-components';
import { Button, ButtonAnchor } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { company } from '../../../content/company.ts';
import { portfolioSummary } from '../../../content/investor-highlights.ts';
import { presentationDialogOpenAtom } from '../../../state/dialogs.ts';
import { FigureGrid } from '../../../components/ui/figure-grid.tsx';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** The corporate presentation in brief: portfolio figures, the request flow and two ways to call us. */
export function PresentationSummary() {
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return (
    <Card>
      <h3>Corporate Presentation</h3>
      <p>Our latest presentation covers the copper thesis, our projects and the capital structure behind them.</p>
      <FigureGrid figures={portfolioSummary} size="large" />
      <Actions>
        <Button onClick={() => openPresentation(true)}>Download Presentation</Button>
        <ButtonAnchor $variant="outline" href={company.investorRelationsPhoneHref}>
          Call Investor Relations
        </ButtonAnchor>
        <ButtonAnchor $variant="outline" href={company.phoneHref}>
          Call Corporate Office
        </ButtonAnchor>
      </Actions>
    </Card>
  );
}
