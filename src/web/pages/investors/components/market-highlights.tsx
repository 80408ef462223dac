import { styled } from 'styled-components';
import { Grid } from '../../../../ui/layout.tsx';
import { copperRecord, tradingSymbol } from '../../../content/investor-highlights.ts';
import { colors, fonts, radius } from '../../../../ui/styles/theme.ts';

const Panel = styled.div`
  padding: 1.75rem;
  border-radius: ${radius.lg};
  border: 1px solid rgba(255, 255, 255, 0.16);
  background: rgba(255, 255, 255, 0.06);
  h3 { font-size: 1.1rem; margin-bottom: 0.75rem; }
  p { color: ${colors.onDarkMuted}; margin: 0; }
`;

const Figure = styled.p`
  && {
    font-family: ${fonts.heading};
    font-size: clamp(1.8rem, 5vw, 2.6rem);
    font-weight: 700;
    color: ${colors.copperLight};
    margin-bottom: 0.5rem;
    overflow-wrap: anywhere;
  }
`;

/** The trading symbol and the record copper price, side by side on a dark band. */
export function MarketHighlights() {
  return (
    <Grid $stretch $min="280px">
      <Panel>
        <h3>Trading Symbol</h3>
        <Figure>
          {tradingSymbol.exchange}: {tradingSymbol.ticker}
        </Figure>
        <p>Common shares trade on the TSX Venture Exchange in Canadian dollars.</p>
      </Panel>
      <Panel>
        <h3>Copper at a Record High</h3>
        <Figure>
          {copperRecord.perPound} · {copperRecord.perTonne}
        </Figure>
        <p>{copperRecord.period}: a record price on the commodity exchange, per pound and per metric ton.</p>
      </Panel>
    </Grid>
  );
}
