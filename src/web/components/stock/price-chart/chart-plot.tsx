import { styled } from 'styled-components';
import { formatPrice } from '../../../../shared/quote-format.ts';
import { colors, fonts, radius, shadow } from '../../../../ui/styles/theme.ts';
import { describePoint, formatDay } from './chart-format.ts';
import type { ChartGeometry } from './chart-geometry.ts';
import { PLOT_HEIGHT, PLOT_WIDTH } from './plot-size.ts';
import { useCrosshair } from './use-crosshair.ts';

export const PLOT_BLOCK_SIZE = 'clamp(200px, 42vw, 340px)';
const FILL_ID = 'price-chart-fill';

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: ${PLOT_BLOCK_SIZE} auto;
`;

const Plot = styled.div`
  position: relative;
  border-bottom: 1px solid ${colors.slate};
  cursor: crosshair;
  touch-action: pan-y;
  svg { width: 100%; height: 100%; overflow: visible; }
  &:focus-visible { outline-offset: 4px; }
`;

const PriceAxis = styled.div`
  position: relative;
  min-width: 3.4rem;
  padding-left: 0.6rem;
  span { position: absolute; transform: translateY(-50%); }
`;

const DateAxis = styled.div`
  position: relative;
  height: 1.9rem;
  span { position: absolute; top: 0.45rem; transform: translateX(-50%); white-space: nowrap; }
  span::before { content: ''; position: absolute; top: -0.45rem; left: 50%; height: 0.3rem; border-left: 1px solid ${colors.slate}; }
`;

const AxisText = styled.span`
  font-size: 0.75rem;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
`;

const Hairline = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  border-left: 1px dashed ${colors.slate};
  pointer-events: none;
`;

const Dot = styled.div`
  position: absolute;
  width: 11px;
  height: 11px;
  border-radius: 50%;
  background: ${colors.copperDark};
  border: 2px solid #fff;
  box-shadow: 0 0 0 1px ${colors.copperDark};
  transform: translate(-50%, -50%);
  pointer-events: none;
`;

const Readout = styled.div`
  position: absolute;
  top: 0.4rem;
  padding: 0.4rem 0.65rem;
  border-radius: ${radius.sm};
  background: ${colors.ink};
  color: ${colors.onDark};
  box-shadow: ${shadow.card};
  font-size: 0.8rem;
  line-height: 1.3;
  white-space: nowrap;
  pointer-events: none;
  strong { display: block; font-family: ${fonts.heading}; font-size: 1rem; font-variant-numeric: tabular-nums; }
`;

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * The line and area of closes with price and date axes. The chart is a slider over the trading days:
 * focused, the arrow keys, Page Up/Down, Home and End move the crosshair; a pointer moves it too.
 */
export function ChartPlot(props: { geometry: ChartGeometry; label: string; describedBy: string }) {
  const { geometry } = props;
  const { active, index, handlers } = useCrosshair(geometry.points);
  const shown = active ?? geometry.points.at(-1)!;
  const left = active ? active.x / PLOT_WIDTH : 0;
  return (
    <Frame>
      <Plot
        role="slider"
        tabIndex={0}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        aria-valuemin={1}
        aria-valuemax={geometry.points.length}
        aria-valuenow={(index ?? geometry.points.length - 1) + 1}
        aria-valuetext={describePoint(shown)}
        data-testid="price-chart-plot"
        {...handlers}
      >
        <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id={FILL_ID} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={colors.copper} stopOpacity="0.28" />
              <stop offset="1" stopColor={colors.copper} stopOpacity="0.02" />
            </linearGradient>
          </defs>
          {geometry.priceTicks.map((tick) => (
            <line
              key={tick.label}
              x1="0"
              x2={PLOT_WIDTH}
              y1={tick.at * PLOT_HEIGHT}
              y2={tick.at * PLOT_HEIGHT}
              stroke={colors.line}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path d={geometry.areaPath} fill={`url(#${FILL_ID})`} />
          <path
            d={geometry.linePath}
            fill="none"
            stroke={colors.copper}
            strokeWidth="2"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-testid="price-line"
          />
        </svg>
        {active ? (
          <>
            <Hairline style={{ left: percent(left) }} />
            <Dot style={{ left: percent(left), top: percent(active.y / PLOT_HEIGHT) }} />
            <Readout style={{ left: percent(left), transform: `translateX(-${percent(left)})` }} data-testid="price-readout">
              {formatDay(active.date)}
              <strong>{formatPrice(active.close)} CAD</strong>
            </Readout>
          </>
        ) : null}
      </Plot>
      <PriceAxis aria-hidden="true">
        {geometry.priceTicks.map((tick) => (
          <AxisText key={tick.label} style={{ top: percent(tick.at) }}>
            {tick.label}
          </AxisText>
        ))}
      </PriceAxis>
      <DateAxis aria-hidden="true">
        {geometry.dateTicks.map((tick) => (
          <AxisText key={tick.label} style={{ left: percent(tick.at) }}>
            {tick.label}
          </AxisText>
        ))}
      </DateAxis>
    </Frame>
  );
}
