import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PricePoint } from '../../src/shared/stock-history.ts';
import { describePoint, formatDay, formatTick, parseDay } from '../../src/web/components/stock/price-chart/chart-format.ts';
import { chartGeometry, sparklinePath } from '../../src/web/components/stock/price-chart/chart-geometry.ts';
import { chartView, sparklineView } from '../../src/web/components/stock/price-chart/chart-view.ts';
import { nearestIndex, stepIndex } from '../../src/web/components/stock/price-chart/crosshair-steps.ts';
import { PLOT_HEIGHT, PLOT_WIDTH } from '../../src/web/components/stock/price-chart/plot-size.ts';
import { requestedRange } from '../../src/web/components/stock/price-chart/history-loaders.ts';
import { periodSummary } from '../../src/web/components/stock/price-chart/period-summary.ts';

const POINTS: PricePoint[] = [
  { date: '2025-04-01', close: 0.3 },
  { date: '2025-04-02', close: 0.36 },
  { date: '2025-04-03', close: 0.28 },
  { date: '2025-04-04', close: 0.36 },
  { date: '2025-04-07', close: 0.33 },
];

test("the period summary gives the change from the first close to the last, and the period's high and low", () => {
  const summary = periodSummary(POINTS)!;
  assert.ok(Math.abs(summary.changePercent - 10) < 1e-9);
  assert.deepEqual(summary.first, POINTS[0]);
  assert.deepEqual(summary.last, POINTS[4]);
  assert.deepEqual(summary.high, { date: '2025-04-02', close: 0.36 }, 'the earliest of equal highs');
  assert.deepEqual(summary.low, { date: '2025-04-03', close: 0.28 });
  assert.ok(periodSummary([{ date: '2025-04-01', close: 0.4 }, { date: '2025-04-02', close: 0.3 }])!.changePercent < 0);
  assert.equal(periodSummary([]), null);
});

test('dates read as calendar days whatever the time zone, and axis dates suit the range', () => {
  assert.equal(parseDay('2025-05-06').toISOString(), '2025-05-06T00:00:00.000Z');
  assert.equal(formatDay('2025-05-06'), 'May 6, 2025');
  assert.equal(formatDay('2024-12-31'), 'Dec 31, 2024');
  assert.equal(formatTick(parseDay('2025-05-12'), '1mo'), 'May 12');
  assert.equal(formatTick(parseDay('2025-03-01'), '6mo'), 'Mar');
  assert.equal(formatTick(parseDay('2025-01-01'), '1y'), 'Jan 2025');
  assert.equal(formatTick(parseDay('2023-01-01'), '5y'), '2023');
  assert.equal(describePoint({ date: '2025-05-06', close: 0.4 }), 'May 6, 2025: $0.40 CAD');
});

test('the geometry spans the plot, puts the highest close highest and labels prices in dollars with two decimals', () => {
  const geometry = chartGeometry(POINTS, '1mo')!;
  assert.equal(geometry.points.length, 5);
  assert.equal(geometry.points[0]!.x, 0);
  assert.equal(geometry.points.at(-1)!.x, PLOT_WIDTH);
  const ys = geometry.points.map((p) => p.y);
  assert.equal(Math.min(...ys), geometry.points[1]!.y, 'the high is nearest the top');
  assert.equal(Math.max(...ys), geometry.points[2]!.y, 'the low is nearest the bottom');
  for (const y of ys) assert.ok(y > 0 && y < PLOT_HEIGHT, `${y} inside the plot with headroom`);
  assert.match(geometry.linePath, /^M0,[\d.]+L/);
  assert.match(geometry.areaPath, /Z$/);
  assert.ok(geometry.priceTicks.length >= 3);
  for (const tick of geometry.priceTicks) {
    assert.match(tick.label, /^\$\d+\.\d{2}$/);
    assert.ok(tick.at >= 0 && tick.at <= 1);
  }
  assert.deepEqual(
    geometry.priceTicks.map((t) => t.label),
    [...geometry.priceTicks].sort((a, b) => b.at - a.at).map((t) => t.label),
    'prices rise up the axis',
  );
  for (const tick of geometry.dateTicks) assert.ok(tick.at >= 0.05 && tick.at <= 0.95, `${tick.label} clear of the edges`);
});

test('a year of closes gets month labels, a flat period and a single day still draw', () => {
  const year: PricePoint[] = [];
  for (let day = Date.UTC(2024, 4, 6); day <= Date.UTC(2025, 4, 6); day += 86_400_000) {
    year.push({ date: new Date(day).toISOString().slice(0, 10), close: 0.3 + (day % 7) / 100 });
  }
  const labels = chartGeometry(year, '1y')!.dateTicks.map((t) => t.label);
  assert.ok(labels.includes('Jan 2025'), labels.join(', '));
  assert.ok(labels.length >= 4 && labels.length <= 7, labels.join(', '));

  const flat = chartGeometry([{ date: '2025-05-05', close: 0.42 }, { date: '2025-05-06', close: 0.42 }], '1mo')!;
  assert.equal(flat.points[0]!.y, flat.points[1]!.y);
  assert.ok(flat.points[0]!.y > 0 && flat.points[0]!.y < PLOT_HEIGHT);

  const single = chartGeometry([{ date: '2025-05-06', close: 0.42 }], '1mo')!;
  assert.equal(single.points[0]!.x, PLOT_WIDTH);
  assert.equal(chartGeometry([], '1y'), null);
});

test('the pointer picks the nearest point, and keys step, page and jump to the ends', () => {
  const { points } = chartGeometry(POINTS, '1mo')!;
  assert.equal(nearestIndex(points, 0), 0);
  assert.equal(nearestIndex(points, 1), 4);
  assert.equal(nearestIndex(points, 1.5), 4);
  assert.equal(nearestIndex(points, points[2]!.x / PLOT_WIDTH + 0.01), 2);
  assert.equal(nearestIndex([], 0.5), -1);

  assert.equal(stepIndex('ArrowLeft', null, 5), 4, 'the first key shows the last close');
  assert.equal(stepIndex('ArrowLeft', 4, 5), 3);
  assert.equal(stepIndex('ArrowRight', 4, 5), 4);
  assert.equal(stepIndex('ArrowLeft', 0, 5), 0);
  assert.equal(stepIndex('Home', 3, 5), 0);
  assert.equal(stepIndex('End', 0, 5), 4);
  assert.equal(stepIndex('PageDown', 200, 252), 175);
  assert.equal(stepIndex('PageUp', 250, 252), 251);
  assert.equal(stepIndex('Enter', 2, 5), null);
  assert.equal(stepIndex('ArrowLeft', null, 0), null);
});

test('a sparkline fills its box and needs two closes', () => {
  const path = sparklinePath(POINTS, 120, 36)!;
  assert.match(path, /^M0,/);
  assert.match(path, /L120,[\d.]+$/);
  assert.equal(sparklinePath(POINTS.slice(0, 1), 120, 36), null);
});

test('the page address picks the range; anything unknown shows a year', () => {
  assert.equal(requestedRange('http://x/investors/stock-information?range=6mo'), '6mo');
  assert.equal(requestedRange('http://x/investors/stock-information?range=5y'), '5y');
  assert.equal(requestedRange('http://x/investors/stock-information'), '1y');
  assert.equal(requestedRange('http://x/investors/stock-information?range=max'), '1y');
});

test('the views a loader sends carry the drawing and the figures, and nothing for an empty history', () => {
  const history = { symbol: 'DCOP.V', currency: 'CAD', range: '1mo' as const, points: POINTS, stale: true };
  const chart = chartView(history, '1mo')!;
  assert.deepEqual({ symbol: chart.symbol, currency: chart.currency, stale: chart.stale }, { symbol: 'DCOP.V', currency: 'CAD', stale: true });
  assert.deepEqual(chart.summary, periodSummary(POINTS));
  assert.deepEqual(chart.geometry.points.map(({ date, close }) => ({ date, close })), POINTS);
  for (const { x, y } of chart.geometry.points) assert.deepEqual([x, y], [Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
  assert.equal(sparklineView(history)!.summary.last.close, 0.33);
  assert.equal(chartView({ ...history, points: [] }, '1mo'), null);
  assert.equal(sparklineView({ ...history, points: [] }), null);
});
