/**
 * An illustrative street plan in the brand's colours with the office marked; labelled as an illustration on
 * the site. It places nothing else (the page lists the nearest transit stations as text), so it shows no
 * position it does not know.
 */
import { seeded } from '../prng.ts';
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
  const px = w * 0.56;
  const py = h * 0.55;
  body += `<ellipse cx="${px}" cy="${py + 4}" rx="26" ry="9" fill="#000000" opacity="0.25"/><path d="M${px} ${py}c-14-22-36-40-36-64a36 36 0 0 1 72 0c0 24-22 42-36 64z" fill="${palette.copper}" stroke="${palette.copperDark}" stroke-width="3"/><circle cx="${px}" cy="${py - 64}" r="13" fill="#ffffff"/>`;
  body += `<rect x="${px + 50}" y="${py - 110}" width="300" height="62" rx="10" fill="${palette.night}"/>${text(px + 70, py - 72, 'District Copper Corp.', { size: 24, fill: '#ffffff', weight: 700 })}`;
  const defs = `<clipPath id="land"><path d="${blob(seeded('contact-map'), w * 0.55, h * 0.62, w * 0.62, h * 0.42, 0.08, 40)}"/></clipPath>`;
  return svgDoc(w, h, defs, body);
}
