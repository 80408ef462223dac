/** Topographic contours: a smooth height field from seeded bumps, traced by marching squares. */
import { between, type Rng } from '../prng.ts';
import { n } from './kit.ts';

export type Field = (x: number, y: number) => number;

/** Sum of Gaussian hills and hollows over a width x height area, normalised to roughly 0..1. */
export function hillField(rng: Rng, width: number, height: number, hills = 9): Field {
  const bumps = Array.from({ length: hills }, () => ({
    x: rng() * width,
    y: rng() * height,
    s: between(rng, 0.12, 0.32) * Math.max(width, height),
    a: between(rng, -0.5, 1),
  }));
  const tilt = between(rng, -0.2, 0.2);
  return (x, y) => {
    let v = 0.35 + tilt * (x / width - 0.5);
    for (const b of bumps) v += b.a * Math.exp(-((x - b.x) ** 2 + (y - b.y) ** 2) / (2 * b.s * b.s)) * 0.5;
    return v;
  };
}

/** One SVG path of contour segments per level (grid cells of `cell` px). */
export function contourPaths(field: Field, width: number, height: number, levels: number[], cell = 16): string[] {
  const cols = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const values: number[] = [];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) values.push(field(i * cell, j * cell));
  const at = (i: number, j: number) => values[j * cols + i]!;
  return levels.map((level) => {
    let d = '';
    for (let j = 0; j < rows - 1; j++) {
      for (let i = 0; i < cols - 1; i++) {
        const corners = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
        const xy: [number, number][] = [
          [i, j],
          [i + 1, j],
          [i + 1, j + 1],
          [i, j + 1],
        ];
        const crossings: [number, number][] = [];
        for (let e = 0; e < 4; e++) {
          const a = corners[e]!;
          const b = corners[(e + 1) % 4]!;
          if (a < level !== b < level) {
            const t = (level - a) / (b - a);
            const p = xy[e]!;
            const q = xy[(e + 1) % 4]!;
            crossings.push([(p[0] + (q[0] - p[0]) * t) * cell, (p[1] + (q[1] - p[1]) * t) * cell]);
          }
        }
        for (let c = 0; c + 1 < crossings.length; c += 2) {
          d += `M${n(crossings[c]![0])} ${n(crossings[c]![1])}L${n(crossings[c + 1]![0])} ${n(crossings[c + 1]![1])}`;
        }
      }
    }
    return d;
  });
}

export function levelsBetween(min: number, max: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => min + ((i + 0.5) * (max - min)) / count);
}
