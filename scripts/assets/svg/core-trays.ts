/** Drill core laid out in wooden trays, seen from above with a raking light. */
import { between, pick, seeded } from '../prng.ts';
import { linear, mix, n, svgDoc, text, vignette } from './kit.ts';

const ROCK = ['#8e9490', '#6f7a74', '#a39a8c', '#7d8a80', '#5f6b66', '#b3a895', '#9c8f7e'];

export function coreTrayScene(seed: string, width: number, height: number): string {
  const rng = seeded(seed);
  let defs = linear(`${seed}-floor`, [[0, '#3b2b20'], [1, '#1c140f']]);
  defs += linear(`${seed}-wood`, [[0, '#c99a6b'], [0.5, '#b3824f'], [1, '#8f6238']], [0, 0, 1, 0]);
  defs += linear(`${seed}-core`, [[0, '#ffffff', 0.45], [0.45, '#ffffff', 0], [1, '#000000', 0.45]]);
  let body = `<rect width="${width}" height="${height}" fill="url(#${seed}-floor)"/>`;
  const trays = 3;
  const margin = width * 0.05;
  const trayW = width - margin * 2;
  const trayH = (height - margin * 2) / trays - height * 0.03;
  for (let t = 0; t < trays; t++) {
    const ty = margin + t * (trayH + height * 0.03);
    body += `<rect x="${n(margin + 8)}" y="${n(ty + 10)}" width="${n(trayW)}" height="${n(trayH)}" fill="#000000" opacity="0.35"/>`;
    body += `<rect x="${n(margin)}" y="${n(ty)}" width="${n(trayW)}" height="${n(trayH)}" fill="url(#${seed}-wood)"/>`;
    const rows = 5;
    const rowH = (trayH - 20) / rows;
    for (let r = 0; r < rows; r++) {
      const ry = ty + 10 + r * rowH;
      body += `<rect x="${n(margin + 14)}" y="${n(ry + 2)}" width="${n(trayW - 28)}" height="${n(rowH - 4)}" fill="#5a3d24"/>`;
      let x = margin + 18;
      const end = margin + trayW - 18;
      while (x < end - 10) {
        const len = Math.min(between(rng, 0.03, 0.16) * width, end - x);
        const base = pick(rng, ROCK);
        const y = ry + rowH * 0.16;
        const hgt = rowH * 0.68;
        body += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(hgt)}" rx="${n(hgt * 0.2)}" fill="${base}"/>`;
        for (let v = 0; v < len / 40; v++) {
          const vx = x + rng() * len;
          const copperVein = rng() < 0.25;
          const colour = copperVein ? pick(rng, ['#3f8f6b', '#c9a23a', '#b8622f']) : mix(base, '#ffffff', 0.45);
          body += `<path d="M${n(vx)} ${n(y)}l${n(between(rng, -14, 14))} ${n(hgt)}" stroke="${colour}" stroke-width="${n(between(rng, 1, copperVein ? 4 : 2.5))}" opacity="0.8"/>`;
        }
        body += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(hgt)}" rx="${n(hgt * 0.2)}" fill="url(#${seed}-core)"/>`;
        x += len + between(rng, 2, 8);
      }
    }
    body += `<rect x="${n(margin + trayW - width * 0.09)}" y="${n(ty + trayH - rowH * 0.2)}" width="${n(width * 0.07)}" height="${n(rowH * 0.35)}" fill="#f5f1ec"/>`;
    body += text(margin + trayW - width * 0.055, ty + trayH + rowH * 0.07, `BOX ${t + 1}`, { size: Math.round(rowH * 0.22), fill: '#2c3e50', weight: 700, anchor: 'middle' });
  }
  defs += linear(`${seed}-light`, [[0, '#ffd9a8', 0.18], [0.6, '#ffd9a8', 0], [1, '#000000', 0.2]], [0, 0, 1, 1]);
  body += `<rect width="${width}" height="${height}" fill="url(#${seed}-light)"/>`;
  const v = vignette(`${seed}-v`, width, height, 0.55);
  return svgDoc(width, height, defs + v.defs, body + v.body);
}
