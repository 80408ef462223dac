/** Boreal forest and lakes seen from the air: thousands of crowns, irregular lakes, a gravel access road. */
import { between, pick, seeded } from '../prng.ts';
import { linear, n, radial, svgDoc, vignette } from './kit.ts';
import { blob } from './shapes.ts';

const CROWNS = ['#1f3a2c', '#2a4a36', '#34563d', '#3f6346', '#254032', '#4a6b45'];

export function aerialScene(seed: string, width: number, height: number, lakes = 4): string {
  const rng = seeded(seed);
  let defs = linear(`${seed}-ground`, [[0, '#22372b'], [1, '#1a2c23']], [0, 0, 1, 1]);
  defs += radial(`${seed}-lake`, [[0, '#2e6a86'], [0.8, '#1d4a63'], [1, '#163a4e']]);
  let body = `<rect width="${width}" height="${height}" fill="url(#${seed}-ground)"/>`;
  const lakeShapes: { x: number; y: number; rx: number; ry: number }[] = [];
  for (let i = 0; i < lakes; i++) {
    lakeShapes.push({ x: rng() * width, y: rng() * height, rx: between(rng, 0.08, 0.2) * width, ry: between(rng, 0.06, 0.14) * height });
  }
  const crowns: string[] = [];
  const count = Math.round((width * height) / 520);
  for (let i = 0; i < count; i++) {
    const x = rng() * width;
    const y = rng() * height;
    const r = between(rng, 6, 14) * (width / 1920);
    crowns.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${pick(rng, CROWNS)}"/>`);
  }
  body += crowns.join('');
  for (const [i, l] of lakeShapes.entries()) {
    const d = blob(seeded(`${seed}-lake${i}`), l.x, l.y, l.rx, l.ry, 0.3, 36);
    body += `<path d="${d}" fill="#8a7f5a" transform="translate(3 3)"/><path d="${d}" fill="url(#${seed}-lake)" stroke="#6f8b6a" stroke-width="3"/>`;
    body += `<path d="${blob(seeded(`${seed}-glint${i}`), l.x - l.rx * 0.2, l.y - l.ry * 0.2, l.rx * 0.35, l.ry * 0.15, 0.2)}" fill="#ffffff" opacity="0.08"/>`;
  }
  let y = height * between(rng, 0.55, 0.8);
  let road = `M-10 ${n(y)}`;
  for (let k = 1; k <= 6; k++) {
    y = Math.min(height * 0.9, Math.max(height * 0.1, y + between(rng, -0.12, 0.12) * height));
    road += `S${n((width * (k - 0.5)) / 6)} ${n(y + between(rng, -0.05, 0.05) * height)} ${n((width * k) / 6)} ${n(y)}`;
  }
  body += `<path d="${road}" fill="none" stroke="#c9ab82" stroke-width="${n(width * 0.005)}" opacity="0.85"/>`;
  defs += linear(`${seed}-sun`, [[0, '#ffd9a8', 0.16], [1, '#0e1a24', 0.25]], [0, 0, 1, 1]);
  body += `<rect width="${width}" height="${height}" fill="url(#${seed}-sun)"/>`;
  const v = vignette(`${seed}-v`, width, height, 0.45);
  return svgDoc(width, height, defs + v.defs, body + v.body);
}
