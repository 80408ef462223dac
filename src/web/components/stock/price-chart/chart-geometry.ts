import { extent } from 'd3-array';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { area, line } from 'd3-shape';
import type { HistoryRange, PricePoint } from '../../../../shared/stock-history.ts';
import { formatPrice } from '../../../../shared/quote-format.ts';
import { formatTick, parseDay } from './chart-format.ts';
import { PLOT_HEIGHT, PLOT_WIDTH } from './plot-size.ts';

export interface PlotPoint extends PricePoint {
  x: number;
  y: number;
}

/** An axis label at a fraction of the plot's width (dates) or height (prices, from the top). */
export interface AxisTick {
  label: string;
  at: number;
}

export interface ChartGeometry {
  points: PlotPoint[];
  linePath: string;
  areaPath: string;
  priceTicks: AxisTick[];
  dateTicks: AxisTick[];
}

// Tenths of a unit are finer than any screen shows the plot, and keep the paths short in the page's data.
const tenths = (value: number) => Math.round(value * 10) / 10;

const DATE_TICKS: Record<HistoryRange, number> = { '1mo': 4, '6mo': 6, '1y': 6, '5y': 5 };
// Date labels are centred on their tick; one this close to an edge would be cut off.
const EDGE = 0.05;

/** Scales, paths and axis labels for closes oldest first; null when there is nothing to draw. */
export function chartGeometry(history: readonly PricePoint[], range: HistoryRange, priceTickCount = 4): ChartGeometry | null {
  if (history.length === 0) return null;
  const days = history.map((p) => parseDay(p.date));
  const [low, high] = extent(history, (p) => p.close) as [number, number];
  // Headroom above and below keeps the line off the frame; a flat period still gets a visible band.
  const pad = high > low ? (high - low) * 0.08 : Math.max(low * 0.05, 0.01);
  const y = scaleLinear()
    .domain([Math.max(0, low - pad), high + pad])
    .nice(priceTickCount)
    .range([PLOT_HEIGHT, 0]);
  const first = days[0]!;
  const last = days.at(-1)!;
  // A single day is drawn across the whole width rather than as a dot at the left edge.
  const x = scaleUtc()
    .domain(first.getTime() === last.getTime() ? [new Date(first.getTime() - 86_400_000), last] : [first, last])
    .range([0, PLOT_WIDTH]);

  const points = history.map((p, i) => ({ ...p, x: tenths(x(days[i]!)), y: tenths(y(p.close)) }));
  const linePath = line<PlotPoint>()
    .x((p) => p.x)
    .y((p) => p.y)(points)!;
  const areaPath = area<PlotPoint>()
    .x((p) => p.x)
    .y0(PLOT_HEIGHT)
    .y1((p) => p.y)(points)!;

  const priceTicks = y.ticks(priceTickCount).map((value) => ({ label: formatPrice(value), at: tenths(y(value)) / PLOT_HEIGHT }));
  const dateTicks = x
    .ticks(DATE_TICKS[range])
    .map((date) => ({ label: formatTick(date, range), at: tenths(x(date)) / PLOT_WIDTH }))
    .filter((tick) => tick.at >= EDGE && tick.at <= 1 - EDGE);
  return { points, linePath, areaPath, priceTicks, dateTicks };
}

/** A sparkline's path in a width × height box: closes evenly spaced, the range filling the height. */
export function sparklinePath(history: readonly PricePoint[], width: number, height: number): string | null {
  if (history.length < 2) return null;
  const [low, high] = extent(history, (p) => p.close) as [number, number];
  const x = scaleLinear().domain([0, history.length - 1]).range([0, width]);
  // A flat period is a line through the middle; the stroke's half-width stays inside the box.
  const y = scaleLinear()
    .domain(high > low ? [low, high] : [low - 1, high + 1])
    .range([height - 1.5, 1.5]);
  return line<PricePoint>()
    .x((_, i) => tenths(x(i)))
    .y((p) => tenths(y(p.close)))(history);
}
