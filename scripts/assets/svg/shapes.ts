/** Natural-looking shapes from a seeded generator: ridgelines, irregular blobs, conifers, stars. */
import { between, type Rng } from '../prng.ts';
import { n, polygon } from './kit.ts';

/** Heights along a ridge by midpoint displacement: 2^depth + 1 samples, roughness halves the swing per level. */
export function ridgeHeights(rng: Rng, depth: number, swing: number, roughness = 0.55): number[] {
  const count = 2 ** depth + 1;
  const h = new Array<number>(count).fill(0);
  h[0] = between(rng, -swing, swing) / 2;
  h[count - 1] = between(rng, -swing, swing) / 2;
  let step = count - 1;
  let amp = swing;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < count; i += step) h[i] = (h[i - half]! + h[i + half]!) / 2 + between(rng, -amp, amp);
    amp *= roughness;
    step = half;
  }
  return h;
}

/** A filled mountain silhouette: baseline y, closed to the bottom edge. */
export function ridgePath(rng: Rng, width: number, height: number, baseY: number, swing: number, roughness = 0.55): string {
  const h = ridgeHeights(rng, 7, swing, roughness);
  const points: [number, number][] = h.map((v, i) => [(i / (h.length - 1)) * width, baseY + v]);
  return polygon([[0, height], ...points, [width, height]]);
}

/** The ridge's top edge as sample points, for placing trees or rigs on it. */
export function ridgeSamples(rng: Rng, width: number, baseY: number, swing: number, roughness = 0.55): [number, number][] {
  const h = ridgeHeights(rng, 7, swing, roughness);
  return h.map((v, i) => [(i / (h.length - 1)) * width, baseY + v]);
}

/** A closed irregular outline around a centre (lakes, pit benches, alteration zones). */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.25, points = 28): string {
  const phase = rng() * Math.PI * 2;
  const k = 2 + Math.floor(rng() * 3);
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const r = 1 + wobble * (0.6 * Math.sin(k * a + phase) + 0.4 * (rng() - 0.5));
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return smoothClosed(pts);
}

/** Closed Catmull-Rom curve through the points, as cubic Béziers. */
export function smoothClosed(pts: [number, number][]): string {
  const p = (i: number) => pts[(i + pts.length) % pts.length]!;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < pts.length; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A conifer silhouette standing on (x, y). */
export function conifer(x: number, y: number, h: number): string {
  const w = h * 0.36;
  const tiers = 4;
  let d = '';
  for (let t = 0; t < tiers; t++) {
    const top = y - h + (t * h) / (tiers + 0.6);
    const bottom = top + h / 2.1;
    const half = (w * (t + 1.4)) / (tiers + 1);
    d += `M${n(x)} ${n(top)}L${n(x + half)} ${n(bottom)}L${n(x - half)} ${n(bottom)}Z`;
  }
  return `${d}M${n(x - w * 0.06)} ${n(y - h * 0.1)}h${n(w * 0.12)}v${n(h * 0.1)}h${n(-w * 0.12)}Z`;
}

/** Trees scattered along a ridge edge, in one path so the SVG stays small. */
export function treeLine(rng: Rng, edge: [number, number][], count: number, minH: number, maxH: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = rng() * (edge.length - 1);
    const a = edge[Math.floor(t)]!;
    const b = edge[Math.ceil(t)]!;
    const f = t - Math.floor(t);
    d += conifer(a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f + 4, between(rng, minH, maxH));
  }
  return d;
}

export function stars(rng: Rng, width: number, height: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const r = rng() < 0.9 ? 0.9 : 1.8;
    d += `<circle cx="${n(rng() * width)}" cy="${n(rng() * height)}" r="${r}" fill="#ffffff" opacity="${n(between(rng, 0.25, 0.9))}"/>`;
  }
  return d;
}
