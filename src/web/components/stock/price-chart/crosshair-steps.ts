import { bisector } from 'd3-array';
import { PLOT_WIDTH } from './plot-size.ts';

const byX = bisector<{ x: number }, number>((p) => p.x);

/** The index of the point nearest a fraction of the plot's width (a pointer's position). */
export function nearestIndex(points: readonly { x: number }[], fraction: number): number {
  if (points.length === 0) return -1;
  return byX.center(points, Math.min(1, Math.max(0, fraction)) * PLOT_WIDTH);
}

/** Where a crosshair key moves from `index`: arrows by a point, Page keys by a tenth of the period, Home and End to the ends. */
export function stepIndex(key: string, index: number | null, count: number): number | null {
  if (count === 0) return null;
  const lastIndex = count - 1;
  const from = index ?? lastIndex;
  const page = Math.max(1, Math.round(count / 10));
  const clamp = (i: number) => Math.min(lastIndex, Math.max(0, i));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return index === null ? lastIndex : clamp(from - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return index === null ? lastIndex : clamp(from + 1);
    case 'PageDown':
      return clamp(from - page);
    case 'PageUp':
      return clamp(from + page);
    case 'Home':
      return 0;
    case 'End':
      return lastIndex;
    default:
      return null;
  }
}
