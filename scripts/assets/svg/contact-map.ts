/** A street map of downtown Vancouver in the brand's colours with the office marked. */
import { between, seeded } from '../prng.ts';
import { n, palette, svgDoc, text } from './kit.ts';
import { blob } from './shapes.ts';

export function contactMap(): string {
  const w = 1600;
  const h = 900;
  const rng = seeded('contact-map');
  let body = `<rect width="${w}" height="${h}" fill="#bcd6e3"/>`;
  body += `<path d="${blob(rng, w * 0.55, h * 0.62, w * 0.62, h * 0.42, 0.08, 40)}" fill="#efe9df"/>`;
  body += `<path d="${blob(rng, w * 0.16, h * 0.2, w * 0.16, h * 0.16, 0.15)}" fill="#b9d3a8"/>`;
  let minor = '';
  let major = '';
  for (let i = -20; i < 40; i++) {
    const off = i * 46;
    const d = `M${n(off)} 0L${n(off + h * 0.9)} ${h}`;
    const e = `M0 ${n(off)}L${w} ${n(off - w * 0.9)}`;
    if (i % 4 === 0) major += d + e;
    else minor += d + e;
  }
  body += `<g clip-path="url(#land)"><path d="${minor}" stroke="#ffffff" stroke-width="7"/><path d="${major}" stroke="#f6d7b9" stroke-width="14"/></g>`;
  for (let i = 0; i < 4; i++) {
    const x = between(rng, 0.3, 0.85) * w;
    const y = between(rng, 0.35, 0.85) * h;
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="14" fill="#ffffff" stroke="#1a5fa8" stroke-width="4"/>${text(x, y + 6, 'T', { size: 16, fill: '#1a5fa8', weight: 700, anchor: 'middle' })}`;
  }
  const px = w * 0.56;
  const py = h * 0.55;
  body += `<ellipse cx="${px}" cy="${py + 4}" rx="26" ry="9" fill="#000000" opacity="0.25"/><path d="M${px} ${py}c-14-22-36-40-36-64a36 36 0 0 1 72 0c0 24-22 42-36 64z" fill="${palette.copper}" stroke="${palette.copperDark}" stroke-width="3"/><circle cx="${px}" cy="${py - 64}" r="13" fill="#ffffff"/>`;
  body += `<rect x="${px + 50}" y="${py - 110}" width="300" height="62" rx="10" fill="${palette.night}"/>${text(px + 70, py - 72, 'District Copper Corp.', { size: 24, fill: '#ffffff', weight: 700 })}`;
  body += text(w * 0.42, h * 0.09, 'Burrard Inlet', { size: 22, fill: '#4f7890', anchor: 'start' });
  body += `<rect x="${w - 260}" y="${h - 70}" width="230" height="46" rx="8" fill="#ffffff" opacity="0.9"/>${text(w - 240, h - 40, 'T  Transit station', { size: 18, fill: palette.ink })}`;
  const defs = `<clipPath id="land"><path d="${blob(seeded('contact-map'), w * 0.55, h * 0.62, w * 0.62, h * 0.42, 0.08, 40)}"/></clipPath>`;
  return svgDoc(w, h, defs, body);
}
