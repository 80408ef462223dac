import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { VENTURE_SYMBOL } from '../../../shared/site.ts';
import { STOCK_PAGE_FALLBACK_MARKET_CAP, STOCK_PAGE_SHARES_OUTSTANDING } from '../../content/share-structure.ts';
import { quotesAtom } from '../../state/quotes.ts';
import { colors, fonts, media, radius, shadow } from '../../../ui/styles/theme.ts';
import { useSiteContent } from '../../state/site-content.ts';
import { Button } from '../../../ui/button.tsx';
import { quoteTones } from './quote-tones.ts';
import { RefreshStatus, Spinner } from './refresh-status.tsx';
import { quoteRootAttributes, quoteText, quoteView, shownWhen, toned } from './quote-view.ts';

const Panel = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  padding: 1.25rem 1rem;
  ${media.sm} { padding: 1.5rem; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  h2 { font-size: 1.4rem; margin: 0; }
`;

const RefreshControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  row-gap: 0.5rem;
`;

// Two figures a row, so the panel fits one screen on a phone and four figures make a square beside the table.
const Figures = styled.dl`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  ${media.sm} { gap: 1rem; }
  div { display: flex; flex-direction: column-reverse; padding: 0.75rem; background: ${colors.surfaceAlt}; border-radius: ${radius.md}; }
  ${media.sm} { div { padding: 1rem; } }
  div[hidden] { display: none; }
  dt { font-size: 0.85rem; color: ${colors.muted}; }
  dd { margin: 0 0 0.25rem; font-family: ${fonts.heading}; font-size: clamp(1.2rem, 5vw, 1.5rem); font-weight: 700; color: ${colors.ink}; font-variant-numeric: tabular-nums; }
`;

const Signed = styled.span`
  color: ${quoteTones.light.up};
  &[data-quote-direction='down'] { color: ${quoteTones.light.down}; }
`;

const Footer = styled.p`
  margin: 1rem 0 0;
  font-size: 0.9rem;
  color: ${colors.muted};
`;

const Notice = styled.p`
  &[hidden] { display: none; }
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.copperDark};
  background: ${colors.surfaceAlt};
  color: ${colors.text};
`;

// Which state holds (live, the last price received, none yet), so the notice above never stands alone.
const QuoteStatus = styled.p`
  &[hidden] { display: none; }
  margin: 0 0 1rem;
  font-size: 0.9rem;
  color: ${colors.text};
`;

// The spinner shows while the loader's refresh is under way (it sets aria-busy).
const RefreshButton = styled(Button)`
  > [data-spinner] { display: none; }
  &[aria-busy='true'] > [data-spinner] { display: inline-block; }
`;

/**
 * The Stock Information page's live panel: price, change, market cap, when the price is from, and a
 * Refresh button. Server HTML that enhancements/live-quotes.ts keeps current and refreshes on a press,
 * without React.
 */
export function MarketDataPanel() {
  // The newest share reading the company recorded, or the spec's figure for this page until there is one.
  const basis = { shares: useSiteContent().shareReading?.sharesOutstanding ?? STOCK_PAGE_SHARES_OUTSTANDING, fallbackMarketCap: STOCK_PAGE_FALLBACK_MARKET_CAP };
  const view = quoteView(useAtomValue(quotesAtom)[VENTURE_SYMBOL], basis);
  return (
    <Panel aria-labelledby="market-data-heading" {...quoteRootAttributes(VENTURE_SYMBOL, basis)}>
      <Top>
        <h2 id="market-data-heading">Live Market Data</h2>
        <RefreshControls>
          <RefreshStatus>{view.texts.checked}</RefreshStatus>
          <RefreshButton $variant="outline" data-quote-refresh="" aria-busy={false}>
            <Spinner aria-hidden="true" data-spinner="" />
            Refresh
          </RefreshButton>
        </RefreshControls>
      </Top>
      <Notice role="status" {...shownWhen(view, 'unavailable')}>
        Unable to fetch real-time data. Showing last available information.
      </Notice>
      <QuoteStatus data-testid="quote-status" {...quoteText('status')} {...shownWhen(view, 'settled')}>
        {view.texts.status}
      </QuoteStatus>
      <Figures aria-live="polite">
        <div>
          <dt>Price (CAD)</dt>
          <dd {...quoteText('price')}>{view.texts.price}</dd>
        </div>
        <div {...shownWhen(view, 'quote')}>
          <dt>Change</dt>
          <dd>
            <Signed {...quoteText('change')} {...toned(view)}>
              {view.texts.change}
            </Signed>
          </dd>
        </div>
        <div {...shownWhen(view, 'quote')}>
          <dt>Change %</dt>
          <dd>
            <Signed data-testid="quote-change" {...quoteText('changePercent')} {...toned(view)}>
              {view.texts.changePercent}
            </Signed>
          </dd>
        </div>
        <div>
          <dt>Market Cap</dt>
          <dd>
            <span {...quoteText('marketCap')}>{view.texts.marketCap}</span> CAD
          </dd>
        </div>
      </Figures>
      <Footer {...quoteText('updated')}>{view.texts.updated}</Footer>
    </Panel>
  );
}
