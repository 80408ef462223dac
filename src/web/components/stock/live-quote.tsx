import { styled } from 'styled-components';
import { formatChangePercent, formatMarketCap, formatPrice, isNonNegative, marketCapMillions } from '../../../shared/quote-format.ts';
import { TICKER, type QuoteSymbol } from '../../../shared/site.ts';
import { FALLBACK_PRICE } from '../../../shared/stock.ts';
import { useStockQuote } from '../../state/stock-quote.ts';
import { fonts, radius } from '../../styles/theme.ts';
import type { SparklineView } from './price-chart/chart-view.ts';
import type { LoadedView } from './price-chart/history-loaders.ts';
import { HubSparkline } from './price-chart/hub-sparkline.tsx';
import { QuoteLabel } from './quote-label.ts';
import { type QuoteTone, quoteTones } from './quote-tones.ts';

const Panel = styled.div<{ $tone: QuoteTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 2rem;
  padding: 0.9rem 1.25rem;
  border-radius: ${radius.md};
  background: ${({ $tone }) => quoteTones[$tone].panel};
  border: 1px solid ${({ $tone }) => quoteTones[$tone].border};
  color: ${({ $tone }) => quoteTones[$tone].text};
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
`;

const Value = styled.span`
  font-family: ${fonts.heading};
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Unit = styled.span`
  font-size: 0.85rem;
  font-weight: 600;
  margin-left: 0.35rem;
`;

export const Change = styled.span<{ $tone: QuoteTone; $up: boolean }>`
  font-weight: 700;
  margin-left: 0.6rem;
  font-size: 1rem;
  color: ${({ $tone, $up }) => quoteTones[$tone][$up ? 'up' : 'down']};
`;

const Note = styled.span<{ $tone: QuoteTone }>`
  flex-basis: 100%;
  font-size: 0.85rem;
  color: ${({ $tone }) => quoteTones[$tone].muted};
`;

/** Live share price, change and market cap; falls back to the page's published price and market cap when no quote can be had. */
export function LiveQuote(props: {
  shares: number;
  fallbackMarketCap: number;
  tone?: QuoteTone;
  symbol?: QuoteSymbol;
  /** The six-month trend shown between the price and the market cap (the Investors hub). */
  sparkline?: LoadedView<SparklineView>;
}) {
  const tone = props.tone ?? 'light';
  const { quote, loading, error } = useStockQuote(props.symbol ?? TICKER);
  const failed = !quote && !loading && error !== null;
  const price = quote?.price ?? FALLBACK_PRICE;
  const marketCap = quote ? marketCapMillions(quote.price, props.shares) : props.fallbackMarketCap;
  const pending = !quote && !failed;
  return (
    <Panel $tone={tone} data-testid="live-quote" aria-live="polite">
      <Figure>
        <QuoteLabel $tone={tone}>Share price</QuoteLabel>
        {pending ? (
          <Value>Loading...</Value>
        ) : (
          <Value>
            {formatPrice(price)}
            <Unit>CAD</Unit>
            {quote ? (
              <Change $tone={tone} $up={isNonNegative(quote.changePercent)} data-testid="quote-change">
                {formatChangePercent(quote.changePercent)}
              </Change>
            ) : null}
          </Value>
        )}
      </Figure>
      {props.sparkline ? <HubSparkline tone={tone} initial={props.sparkline} /> : null}
      <Figure>
        <QuoteLabel $tone={tone}>Market cap</QuoteLabel>
        <Value>
          {pending ? 'Loading...' : formatMarketCap(marketCap)}
          {pending ? null : <Unit>CAD</Unit>}
        </Value>
      </Figure>
      {failed ? <Note $tone={tone}>Live data unavailable</Note> : null}
    </Panel>
  );
}
