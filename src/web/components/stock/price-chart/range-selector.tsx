import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { HISTORY_RANGES, type HistoryRange } from '../../../../shared/history-ranges.ts';
import { colors, radius } from '../../../../ui/styles/theme.ts';
import { RANGE_LABELS, RANGE_NAMES } from './chart-format.ts';

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
`;

const RangeButton = styled.button`
  min-width: 2.75rem;
  min-height: 40px;
  padding: 0 0.8rem;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: ${colors.slate};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  cursor: pointer;
  &:hover { background: rgba(138, 67, 24, 0.08); color: ${colors.copperDark}; }
  &[aria-pressed='true'] { background: ${colors.copperDark}; color: #fff; box-shadow: 0 1px 2px rgba(20, 32, 43, 0.2); }
`;

/**
 * 1M / 6M / 1Y / 5Y. A GET form, so without JavaScript each button loads the page for its range; with
 * it, the range loads in place, the address follows (so a shared link or a reload shows the same range)
 * and the scroll position stays.
 */
export function RangeSelector(props: { range: HistoryRange; anchor: string; onSelect: (range: HistoryRange) => void }) {
  const choose = (range: HistoryRange) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    url.searchParams.set('range', range);
    window.history.replaceState(window.history.state, '', url);
    props.onSelect(range);
  };
  return (
    <form method="get" action={`#${props.anchor}`}>
      <Group role="group" aria-label="Chart range">
        {HISTORY_RANGES.map((range) => (
          <RangeButton
            key={range}
            type="submit"
            name="range"
            value={range}
            aria-pressed={range === props.range}
            onClick={choose(range)}
          >
            {RANGE_LABELS[range]}
            <span className="visually-hidden">, {RANGE_NAMES[range]}</span>
          </RangeButton>
        ))}
      </Group>
    </form>
  );
}
