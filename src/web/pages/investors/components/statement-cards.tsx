import { styled } from 'styled-components';
import { ButtonLink } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import { Grid } from '../../../../ui/layout.tsx';
import type { FinancialDocument } from '../../../content/financial-statements.ts';
import { colors, fonts, radius } from '../../../../ui/styles/theme.ts';

const PeriodCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  h3 { font-size: 1.05rem; margin: 0; }
  p { margin: 0; color: ${colors.muted}; font-size: 0.95rem; }
  a { margin-top: auto; }
`;

const Quarter = styled.span`
  align-self: flex-start;
  padding: 0.2rem 0.7rem;
  border-radius: ${radius.pill};
  background: ${colors.surfaceAlt};
  color: ${colors.copperDark};
  font-family: ${fonts.heading};
  font-weight: 700;
  font-size: 0.85rem;
`;

/** The four period cards of one year and tab; each opens its PDF in a new tab. */
export function StatementCards(props: { documents: FinancialDocument[]; year: number; tabLabel: string }) {
  return (
    <Grid $min="220px">
      {props.documents.map((doc) => (
        <PeriodCard key={doc.url} data-statement-card={doc.quarter}>
          <Quarter>
            {doc.quarter} {props.year}
          </Quarter>
          <h3>{doc.type}</h3>
          <p>{doc.period}</p>
          <ButtonLink
            $variant="outline"
            href={doc.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Download ${props.tabLabel} ${doc.quarter} ${props.year} (PDF, opens in a new tab)`}
          >
            Download
          </ButtonLink>
        </PeriodCard>
      ))}
    </Grid>
  );
}
