/** Graticule lines inside the frame and their degree labels on the neat line, from the map's projection. */
import { geoGraticule, geoPath } from 'd3-geo';
import { degrees, type MapView } from '../geo/view.ts';
import { FONT, n, palette } from './kit.ts';

const STEPS = [1 / 60, 2 / 60, 5 / 60, 10 / 60, 15 / 60, 0.5, 1, 2, 5, 10];

interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** The longitude/latitude range the frame shows, from points along its edges. */
function boundsOf(view: MapView): Bounds {
  const { frame } = view;
  const b: Bounds = { west: 180, east: -180, south: 90, north: -90 };
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    for (const px of [
      [frame.x + t * frame.w, frame.y],
      [frame.x + t * frame.w, frame.y + frame.h],
      [frame.x, frame.y + t * frame.h],
      [frame.x + frame.w, frame.y + t * frame.h],
    ] as [number, number][]) {
      const [lon, lat] = view.projection.invert!(px)!;
      b.west = Math.min(b.west, lon);
      b.east = Math.max(b.east, lon);
      b.south = Math.min(b.south, lat);
      b.north = Math.max(b.north, lat);
    }
  }
  return b;
}

/** A degree step giving three to six lines across the frame's latitude span. */
function stepFor(b: Bounds): number {
  return STEPS.find((s) => (b.north - b.south) / s <= 6) ?? 10;
}

type Edge = 'top' | 'bottom' | 'left' | 'right';

/** Where a graticule line (sampled densely) crosses a frame edge, if it does. */
function crossing(view: MapView, points: [number, number][], edge: Edge): number | null {
  const { frame } = view;
  const projected = points.map((p) => view.projection(p));
  const fixed = edge === 'top' ? frame.y : edge === 'bottom' ? frame.y + frame.h : edge === 'left' ? frame.x : frame.x + frame.w;
  const axis = edge === 'top' || edge === 'bottom' ? 1 : 0;
  for (let i = 1; i < projected.length; i++) {
    const a = projected[i - 1];
    const b = projected[i];
    if (!a || !b) continue;
    if ((a[axis]! - fixed) * (b[axis]! - fixed) > 0 || a[axis] === b[axis]) continue;
    const t = (fixed - a[axis]!) / (b[axis]! - a[axis]!);
    const other = a[1 - axis]! + t * (b[1 - axis]! - a[1 - axis]!);
    const lo = axis === 1 ? frame.x : frame.y;
    const hi = axis === 1 ? frame.x + frame.w : frame.y + frame.h;
    if (other > lo + 12 && other < hi - 12) return other;
  }
  return null;
}

export function graticule(view: MapView): { lines: string; labels: string } {
  const b = boundsOf(view);
  const step = stepFor(b);
  const { frame } = view;
  const path = geoPath(view.projection).digits(1);
  const west = b.west - step;
  const east = b.east + step;
  const extentSouth = Math.max(-89, b.south - step);
  const extentNorth = Math.min(89, b.north + step);
  const lines = geoGraticule()
    .extent([
      [west, extentSouth],
      [east, extentNorth],
    ])
    .step([step, step])
    .precision(step / 10)();
  const d = path(lines) ?? '';
  let labels = '';
  const label = (x: number, y: number, value: string, rotate = false) =>
    `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="13" fill="${palette.slate}" text-anchor="middle"${rotate ? ` transform="rotate(-90 ${n(x)} ${n(y)})"` : ''}>${value}</text>`;
  const multiples = (from: number, to: number) => {
    const out: number[] = [];
    for (let k = Math.ceil(from / step - 1e-9); k * step <= to; k++) out.push(k * step);
    return out;
  };
  for (const lon of multiples(west, east)) {
    const meridian: [number, number][] = [];
    for (let lat = extentSouth; lat <= extentNorth; lat += step / 20) meridian.push([lon, lat]);
    const bottom = crossing(view, meridian, 'bottom');
    if (bottom !== null) labels += label(bottom, frame.y + frame.h + 24, degrees(lon, 'lon'));
    const top = crossing(view, meridian, 'top');
    if (top !== null) labels += label(top, frame.y - 12, degrees(lon, 'lon'));
  }
  for (const lat of multiples(extentSouth, extentNorth)) {
    const parallel: [number, number][] = [];
    for (let lon = west; lon <= east; lon += step / 20) parallel.push([lon, lat]);
    const left = crossing(view, parallel, 'left');
    if (left !== null) labels += label(frame.x - 12, left, degrees(lat, 'lat'), true);
  }
  return { lines: `<path d="${d}" fill="none" stroke="#5b6f80" stroke-width="0.8" stroke-opacity="0.45"/>`, labels };
}
