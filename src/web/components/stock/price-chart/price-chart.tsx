import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { formatChangePercent, formatPrice } from '../../../../shared/quote-format.ts';
import { VENTURE_SYMBOL } from '../../../../shared/site.ts';
import type { HistoryRange } from '../../../../shared/history-ranges.ts';
import { colors, radius, shadow } from '../../../../ui/styles/theme.ts';
import { formatDay, RANGE_LABELS, RANGE_NAMES } from './chart-format.ts';
import { ChartPlot, PLOT_BLOCK_SIZE } from './chart-plot.tsx';
import type { ChartView } from './chart-view.ts';
import { drawChart, type LoadedView } from './history-loaders.ts';
import { PeriodFigures } from './period-figures.tsx';
import { PriceTable } from './price-table.tsx';
import { RangeSelector } from './range-selector.tsx';
import { useHistoryView } from './use-history-view.ts';

const ANCHOR = 'price-history';

const Panel = styled.section`
  margin-top: 2rem;
  padding: 1.5rem;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  scroll-margin-top: 6rem;
  &[aria-busy='true'] [data-testid='price-chart-plot'] { opacity: 0.55; transition: opacity 0.2s ease; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  margin-bottom: 1.25rem;
  h2 { font-size: 1.4rem; margin: 0 0 0.2rem; }
  p { margin: 0; font-size: 0.9rem; color: ${colors.muted}; }
`;

const Placeholder = styled.div`
  display: grid;
  place-content: center;
  gap: 0.35rem;
  min-height: ${PLOT_BLOCK_SIZE};
  padding: 1rem;
  border: 1px dashed ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surfaceAlt};
  text-align: center;
  color: ${colors.muted};
  strong { color: ${colors.ink}; font-size: 1.05rem; }
`;

const Note = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.85rem;
  color: ${colors.muted};
`;

/** In place of the chart when no prices can be had: one line, not an empty box. */
const Unavailable = styled.p`
  margin: 0;
  padding: 0.6rem 0.9rem;
  border-left: 4px solid ${colors.line};
  background: ${colors.surfaceAlt};
  color: ${colors.text};
  font-size: 0.95rem;
`;

function describe(chart: ChartView, range: HistoryRange): string {
  const { summary } = chart;
  return (
    `Over ${RANGE_NAMES[range]}, ${chart.symbol} moved ${formatChangePercent(summary.changePercent)}, from ${formatPrice(summary.first.close)} ` +
    `on ${formatDay(summary.first.date)} to ${formatPrice(summary.last.close)} on ${formatDay(summary.last.date)}. ` +
    `Its highest close was ${formatPrice(summary.high.close)} on ${formatDay(summary.high.date)} and its lowest ` +
    `${formatPrice(summary.low.close)} on ${formatDay(summary.low.date)}, in ${chart.currency}.`
  );
}

/**
 * The Stock Information page's share price history: range buttons, the period's figures and the chart.
 * Without prices, a one-line note, and no range buttons until there have been some.
 */
export function PriceChart(props: { initial: LoadedView<ChartView> }) {
  const { range, state, switching, show } = useHistoryView(props.initial, drawChart);
  const summaryId = useId();
  const chart = state.status === 'ready' ? state.view : null;
  // Once there were prices, a range that has none keeps the buttons, so the visitor can choose another.
  const [hadPrices, setHadPrices] = useState(chart !== null);
  if (chart && !hadPrices) setHadPrices(true);
  const interval = range === '5y' ? 'Weekly' : 'Daily';
  return (
    <Panel id={ANCHOR} aria-labelledby="price-history-heading" aria-busy={switching}>
      <Top>
        <div>
          <h2 id="price-history-heading">Share Price History</h2>
          <p>
            {VENTURE_SYMBOL} · TSX Venture · {interval} closes in CAD
          </p>
        </div>
        {hadPrices ? <RangeSelector range={range} anchor={ANCHOR} onSelect={show} /> : null}
      </Top>
      {chart ? (
        <>
          <PeriodFigures summary={chart.summary} rangeLabel={RANGE_LABELS[range]} />
          <p id={summaryId} className="visually-hidden">
            {describe(chart, range)}
          </p>
          <ChartPlot
            key={range}
            geometry={chart.geometry}
            label={`${chart.symbol} closing price, ${RANGE_NAMES[range]}`}
            describedBy={summaryId}
          />
          <PriceTable
            caption={`${chart.symbol} ${interval.toLowerCase()} closing prices, ${RANGE_NAMES[range]}`}
            points={chart.geometry.points}
          />
          {chart.stale ? <Note>Showing the last available prices; the data provider is not answering right now.</Note> : null}
        </>
      ) : state.status === 'pending' ? (
        <Placeholder role="status">
          <strong>Loading chart...</strong>
          <noscript>The prices are being fetched: reload the page in a moment to see the chart.</noscript>
        </Placeholder>
      ) : (
        <Unavailable role="status">Price history unavailable. Please try again later.</Unavailable>
      )}
    </Panel>
  );
}
