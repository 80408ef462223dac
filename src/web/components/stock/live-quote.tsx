import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { TICKER, type QuoteSymbol } from '../../../shared/site.ts';
import HubSparklineIsland from './price-chart/hub-sparkline.island.tsx';
import { quotesAtom } from '../../state/quotes.ts';
import { fonts, radius } from '../../../ui/styles/theme.ts';
import type { SparklineView } from './price-chart/chart-view.ts';
import type { LoadedView } from './price-chart/history-loaders.ts';
import { HubSparkline } from './price-chart/hub-sparkline.tsx';
import { QuoteLabel } from './quote-label.ts';
import { type QuoteTone, quoteTones } from './quote-tones.ts';
import { quoteRootAttributes, quoteText, quoteView, shownWhen, toned } from './quote-view.ts';

const Panel = styled.div<{ $tone: QuoteTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
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
  &[hidden] { display: none; }
  font-size: 0.85rem;
  font-weight: 600;
  margin-left: 0.35rem;
`;

const Change = styled.span<{ $tone: QuoteTone }>`
  font-weight: 700;
  margin-left: 0.6rem;
  font-size: 1rem;
  color: ${({ $tone }) => quoteTones[$tone].up};
  &[data-quote-direction='down'] { color: ${({ $tone }) => quoteTones[$tone].down}; }
  &[hidden] { display: none; }
`;

const Note = styled.span<{ $tone: QuoteTone }>`
  font-size: 0.85rem;
  color: ${({ $tone }) => quoteTones[$tone].muted};
  &[hidden] { display: none; }
`;

/**
 * Share price, change and market cap with the date of the price shown; 'Live data unavailable' beside a
 * price that is not live: the last one received, or SPEC's fallback price and market cap when none ever was.
 * Server HTML that enhancements/live-quotes.ts keeps current without React; the six-month sparkline beside
 * it is an island only while its prices are still to be fetched.
 */
export function LiveQuote(props: {
  shares: number;
  fallbackMarketCap: number;
  tone?: QuoteTone;
  symbol?: QuoteSymbol;
  /** The six-month trend shown between the price and the market cap (the Investors hub). */
  sparkline?: LoadedView<SparklineView>;
}) {
  const tone = props.tone ?? 'light';
  const symbol = props.symbol ?? TICKER;
  const basis = { shares: props.shares, fallbackMarketCap: props.fallbackMarketCap };
  const view = quoteView(useAtomValue(quotesAtom)[symbol], basis);
  const sparkline = props.sparkline;
  return (
    <Panel $tone={tone} data-testid="live-quote" aria-live="polite" {...quoteRootAttributes(symbol, basis)}>
      <Figure>
        <QuoteLabel $tone={tone}>Share price</QuoteLabel>
        <Value>
          <span {...quoteText('price')}>{view.texts.price}</span>
          <Unit {...shownWhen(view, 'settled')}>CAD</Unit>
          <Change $tone={tone} data-testid="quote-change" {...quoteText('changePercent')} {...toned(view)} {...shownWhen(view, 'quote')}>
            {view.texts.changePercent}
          </Change>
        </Value>
        <Note $tone={tone} {...quoteText('updated')} {...shownWhen(view, 'quote')}>
          {view.texts.updated}
        </Note>
        <Note $tone={tone} {...shownWhen(view, 'unavailable')}>
          Live data unavailable
        </Note>
      </Figure>
      {sparkline ? (
        sparkline.state.status === 'pending' ? (
          <HubSparklineIsland tone={tone} initial={sparkline} />
        ) : (
          <HubSparkline tone={tone} initial={sparkline} />
        )
      ) : null}
      <Figure>
        <QuoteLabel $tone={tone}>Market cap</QuoteLabel>
        <Value>
          <span {...quoteText('marketCap')}>{view.texts.marketCap}</span>
          <Unit {...shownWhen(view, 'settled')}>CAD</Unit>
        </Value>
      </Figure>
    </Panel>
  );
}
