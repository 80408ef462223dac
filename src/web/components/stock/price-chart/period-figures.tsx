import { styled } from 'styled-components';
import { formatChangePercent, formatPrice, isNonNegative } from '../../../../shared/quote-format.ts';
import { colors, fonts } from '../../../../ui/styles/theme.ts';
import { quoteTones } from '../quote-tones.ts';
import { formatDay } from './chart-format.ts';
import type { PeriodSummary } from './period-summary.ts';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 130px), 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0 0 1.25rem;
  /* As in the Live Market Data panel: the figure, its label, then the day it refers to. */
  div { display: flex; flex-direction: column; gap: 0.1rem; }
  dt { order: 1; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: ${colors.muted}; }
  dd { margin: 0; font-family: ${fonts.heading}; font-size: 1.25rem; font-weight: 700; color: ${colors.ink}; font-variant-numeric: tabular-nums; }
  dd + dd { order: 2; font-family: ${fonts.body}; font-size: 0.8rem; font-weight: 400; color: ${colors.muted}; }
`;

const Change = styled.span<{ $up: boolean }>`
  color: ${({ $up }) => quoteTones.light[$up ? 'up' : 'down']};
`;

/** The period's change, high and low, and its last close. */
export function PeriodFigures(props: { summary: PeriodSummary; rangeLabel: string }) {
  const { summary } = props;
  return (
    <Figures>
      <div>
        <dt>{props.rangeLabel} change</dt>
        <dd>
          <Change $up={isNonNegative(summary.changePercent)} data-testid="period-change">
            {formatChangePercent(summary.changePercent)}
          </Change>
        </dd>
        <dd>since {formatDay(summary.first.date)}</dd>
      </div>
      <div>
        <dt>Period high</dt>
        <dd>
          {formatPrice(summary.high.close)}
        </dd>
        <dd>{formatDay(summary.high.date)}</dd>
      </div>
      <div>
        <dt>Period low</dt>
        <dd>
          {formatPrice(summary.low.close)}
        </dd>
        <dd>{formatDay(summary.low.date)}</dd>
      </div>
      <div>
        <dt>Last close</dt>
        <dd>
          {formatPrice(summary.last.close)}
        </dd>
        <dd>{formatDay(summary.last.date)}</dd>
      </div>
    </Figures>
  );
}
