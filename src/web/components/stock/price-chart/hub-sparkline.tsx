import { styled } from 'styled-components';
import { QuoteLabel } from '../quote-label.ts';
import { formatChangePercent, formatPrice, isNonNegative } from '../../../../shared/quote-format.ts';
import { type QuoteTone, quoteTones } from '../quote-tones.ts';
import type { SparklineView } from './chart-view.ts';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH } from './plot-size.ts';
import { drawSparkline, type LoadedView } from './history-loaders.ts';
import { useHistoryView } from './use-history-view.ts';

const Figure = styled.a<{ $tone: QuoteTone }>`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  color: inherit;
  text-decoration: none;
  border-radius: 4px;
  &:hover { color: inherit; }
  &:hover svg { opacity: 0.8; }
`;

const Row = styled.span<{ $tone: QuoteTone; $up: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.4rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ $tone, $up }) => quoteTones[$tone][$up ? 'up' : 'down']};
  svg { width: ${SPARKLINE_WIDTH}px; height: ${SPARKLINE_HEIGHT}px; overflow: visible; }
`;

/** The hero quote's six-month trend: a sparkline and the change, linking to the full chart. Nothing when there are no prices. */
export function HubSparkline(props: { tone: QuoteTone; initial: LoadedView<SparklineView> }) {
  const { state } = useHistoryView(props.initial, drawSparkline);
  if (state.status !== 'ready') return null;
  const { path, summary } = state.view;
  const up = isNonNegative(summary.changePercent);
  const change = formatChangePercent(summary.changePercent);
  return (
    <Figure
      href="/investors/stock-information"
      $tone={props.tone}
      data-testid="hub-sparkline"
    >
      <QuoteLabel $tone={props.tone}>6-month</QuoteLabel>
      <Row $tone={props.tone} $up={up}>
        <svg viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`} aria-hidden="true" focusable="false">
          <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
        </svg>
        {change}
      </Row>
      <span className="visually-hidden">
        , from {formatPrice(summary.first.close)} to {formatPrice(summary.last.close)}: price history
      </span>
    </Figure>
  );
}
