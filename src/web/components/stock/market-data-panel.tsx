import { styled } from 'styled-components';
import {
  formatChange,
  formatChangePercent,
  formatMarketCap,
  formatPrice,
  formatQuoteTime,
  isNonNegative,
  marketCapMillions,
} from '../../../shared/quote-format.ts';
import { VENTURE_SYMBOL } from '../../../shared/site.ts';
import { FALLBACK_PRICE } from '../../../shared/stock.ts';
import { STOCK_PAGE_FALLBACK_MARKET_CAP, STOCK_PAGE_SHARES_OUTSTANDING } from '../../content/share-structure.ts';
import { useSiteContent } from '../../state/site-content.ts';
import { useStockQuote } from '../../state/stock-quote.ts';
import { colors, fonts, radius, shadow } from '../../styles/theme.ts';
import { Button } from '../ui/button.tsx';
import { quoteTones } from './quote-tones.ts';
import { RefreshStatus, Spinner } from './refresh-status.tsx';

const Panel = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  padding: 1.5rem;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1.25rem;
  h2 { font-size: 1.4rem; margin: 0; }
`;

const RefreshControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.85rem;
`;

const Figures = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  margin: 0;
  div { display: flex; flex-direction: column-reverse; padding: 1rem; background: ${colors.surfaceAlt}; border-radius: ${radius.md}; }
  dt { font-size: 0.85rem; color: ${colors.muted}; }
  dd { margin: 0 0 0.25rem; font-family: ${fonts.heading}; font-size: 1.5rem; font-weight: 700; color: ${colors.ink}; font-variant-numeric: tabular-nums; }
`;

const Signed = styled.span<{ $up: boolean }>`
  color: ${({ $up }) => quoteTones.light[$up ? 'up' : 'down']};
`;

const Footer = styled.p`
  margin: 1rem 0 0;
  font-size: 0.9rem;
  color: ${colors.muted};
`;

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.copperDark};
  background: ${colors.surfaceAlt};
  color: ${colors.text};
`;

/** The Stock Information page's live panel: price, change, market cap, time of the last trade and a refresh. */
export function MarketDataPanel() {
  const { quote, loading, error, refetch } = useStockQuote(VENTURE_SYMBOL);
  const pending = loading && !quote;
  const show = (text: string) => (pending ? 'Loading...' : text);
  const shares = useSiteContent().shareReading?.sharesOutstanding ?? STOCK_PAGE_SHARES_OUTSTANDING;
  const marketCap = quote ? marketCapMillions(quote.price, shares) : STOCK_PAGE_FALLBACK_MARKET_CAP;
  const up = quote ? isNonNegative(quote.changePercent) : true;
  return (
    <Panel aria-labelledby="market-data-heading">
      <Top>
        <h2 id="market-data-heading">Live Market Data</h2>
        <RefreshControls>
          <RefreshStatus loading={loading} fetchedAt={quote?.fetchedAt} />
          <Button $variant="outline" onClick={() => void refetch()} disabled={loading} aria-busy={loading}>
            {loading ? <Spinner aria-hidden="true" /> : null}
            Refresh
          </Button>
        </RefreshControls>
      </Top>
      {error || quote?.stale ? <Notice role="status">Unable to fetch real-time data. Showing last available information.</Notice> : null}
      <Figures aria-live="polite">
        <div>
          <dt>Price (CAD)</dt>
          <dd>{show(formatPrice(quote?.price ?? FALLBACK_PRICE))}</dd>
        </div>
        <div>
          <dt>Change</dt>
          <dd>{quote ? <Signed $up={up}>{formatChange(quote.change)}</Signed> : show('—')}</dd>
        </div>
        <div>
          <dt>Change %</dt>
          <dd>{quote ? <Signed $up={up} data-testid="quote-change">{formatChangePercent(quote.changePercent)}</Signed> : show('—')}</dd>
        </div>
        <div>
          <dt>Market Cap</dt>
          <dd>{show(`${formatMarketCap(marketCap)} CAD`)}</dd>
        </div>
      </Figures>
      <Footer>
        {quote ? `Last updated: ${formatQuoteTime(quote.lastUpdated)}` : show('Last updated: not available')}
      </Footer>
    </Panel>
  );
}
