/** The four "competitive advantage" pictures (1200 x 800). */
import { geoConicConformal, geoPath } from 'd3-geo';
import { countryBorders, layer, region } from '../geo/natural-earth.ts';
import { seeded } from '../prng.ts';
import { embed } from './embed.ts';
import { flagCanada, flagUsa } from './flags.ts';
import { linear, n, palette, radial, svgDoc, text, vignette } from './kit.ts';
import { DAY, DUSK, landscape } from './landscape.ts';

const W = 1200;
const H = 800;

/** Rail and highway running to a vanishing point, a border sign on the shoulder. */
export function gateway(): string {
  const s = landscape({ seed: 'adv-gateway', width: W, height: H, light: DAY, layers: 4, horizon: 0.38, trees: true });
  const vx = W * 0.55;
  const vy = H * 0.52;
  let body = `${s.body}<path d="M0 ${H}L${vx} ${vy}L${W} ${H}Z" fill="#5f6f52" opacity="0.5"/>`;
  body += `<path d="M${W * 0.38} ${H}L${vx - 4} ${vy}L${vx + 4} ${vy}L${W * 0.92} ${H}Z" fill="#3a3f44"/>`;
  body += `<path d="M${W * 0.65} ${H}L${vx} ${vy}" stroke="#f2c14e" stroke-width="6" stroke-dasharray="40 30"/>`;
  for (let i = 0; i < 26; i++) {
    const t = (i / 26) ** 2;
    const y = vy + (H - vy) * t;
    const half = 4 + t * 170;
    const cx = vx - 18 - t * W * 0.42;
    body += `<path d="M${n(cx - half)} ${n(y)}H${n(cx + half)}" stroke="#6b4a36" stroke-width="${n(2 + t * 12)}"/>`;
  }
  for (const off of [-0.5, 0.5]) {
    body += `<path d="M${n(vx - 18 + off * 8)} ${vy}L${n(vx - 18 - W * 0.42 + off * 300)} ${H}" stroke="#b9c2c9" stroke-width="5"/>`;
  }
  body += `<rect x="${W * 0.86}" y="${H * 0.52}" width="8" height="${H * 0.2}" fill="#5a6570"/><rect x="${W * 0.79}" y="${H * 0.46}" width="160" height="76" rx="8" fill="#1d6b45" stroke="#ffffff" stroke-width="4"/>`;
  body += text(W * 0.79 + 80, H * 0.46 + 34, 'U.S. BORDER', { size: 20, fill: '#ffffff', weight: 700, anchor: 'middle' });
  body += text(W * 0.79 + 80, H * 0.46 + 62, '↓', { size: 24, fill: '#ffffff', weight: 700, anchor: 'middle' });
  const v = vignette('adv-gateway-v', W, H, 0.4);
  return svgDoc(W, H, s.defs + v.defs, body + v.body);
}

/** Transmission towers marching to a port with cranes at dusk. */
export function infrastructure(): string {
  const s = landscape({ seed: 'adv-infra', width: W, height: H, light: DUSK, layers: 3, horizon: 0.5 });
  let body = `${s.body}<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="url(#adv-infra-sea)"/>`;
  const defs = `${s.defs}${linear('adv-infra-sea', [[0, '#3a4b5c'], [1, '#0e1a24']])}`;
  for (let i = 0; i < 5; i++) {
    const scale = 1 - i * 0.18;
    const x = W * (0.12 + i * 0.16);
    const base = H * (0.78 - i * 0.04);
    const h = 300 * scale;
    body += `<path d="M${n(x - 26 * scale)} ${n(base)}L${n(x)} ${n(base - h)}L${n(x + 26 * scale)} ${n(base)}M${n(x - 46 * scale)} ${n(base - h * 0.8)}H${n(x + 46 * scale)}M${n(x - 36 * scale)} ${n(base - h * 0.62)}H${n(x + 36 * scale)}M${n(x - 15 * scale)} ${n(base - h * 0.4)}L${n(x + 19 * scale)} ${n(base - h * 0.15)}M${n(x + 15 * scale)} ${n(base - h * 0.4)}L${n(x - 19 * scale)} ${n(base - h * 0.15)}" stroke="#0b141c" stroke-width="${n(4 * scale)}" fill="none"/>`;
    if (i < 4) {
      const nx = W * (0.12 + (i + 1) * 0.16);
      const nh = 300 * (1 - (i + 1) * 0.18);
      const nb = H * (0.78 - (i + 1) * 0.04);
      body += `<path d="M${n(x + 46 * scale)} ${n(base - h * 0.8)}Q${n((x + nx) / 2)} ${n(base - h * 0.6)} ${n(nx - 46 * (1 - (i + 1) * 0.18))} ${n(nb - nh * 0.8)}" stroke="#0b141c" stroke-width="1.5" fill="none"/>`;
    }
  }
  for (let c = 0; c < 3; c++) {
    const x = W * (0.78 + c * 0.07);
    body += `<path d="M${x} ${H * 0.72}V${H * 0.5}M${x - 60} ${H * 0.52}H${x + 40}M${x} ${H * 0.5}L${x - 60} ${H * 0.52}M${x - 50} ${H * 0.52}V${H * 0.6}" stroke="#0b141c" stroke-width="6" fill="none"/>`;
  }
  body += `<rect x="${W * 0.7}" y="${H * 0.69}" width="${W * 0.3}" height="${H * 0.03}" fill="#0b141c"/>`;
  const v = vignette('adv-infra-v', W, H, 0.4);
  return svgDoc(W, H, defs + v.defs, body + v.body);
}

/** A columned government building with the Canadian and U.S. flags. */
export function policy(): string {
  const defs = linear('adv-policy-sky', [[0, '#7fa2bf'], [1, '#dfe7ec']]) + linear('adv-policy-stone', [[0, '#f3eee6'], [1, '#c9bfae']]);
  let body = `<rect width="${W}" height="${H}" fill="url(#adv-policy-sky)"/>`;
  const bx = W * 0.16;
  const bw = W * 0.68;
  const top = H * 0.38;
  body += `<path d="M${bx - 20} ${top}L${W / 2} ${H * 0.2}L${bx + bw + 20} ${top}Z" fill="url(#adv-policy-stone)" stroke="#a89a86" stroke-width="3"/>`;
  body += `<rect x="${bx - 20}" y="${top}" width="${bw + 40}" height="28" fill="#e6ddd0"/>`;
  for (let i = 0; i < 8; i++) {
    const x = bx + 20 + (i * (bw - 60)) / 7;
    body += `<rect x="${n(x)}" y="${top + 28}" width="34" height="${H * 0.36}" fill="url(#adv-policy-stone)"/><rect x="${n(x + 6)}" y="${top + 28}" width="4" height="${H * 0.36}" fill="#b3a795" opacity="0.5"/>`;
  }
  body += `<rect x="${bx - 40}" y="${top + 28 + H * 0.36}" width="${bw + 80}" height="30" fill="#d9cfbf"/><rect x="${bx - 70}" y="${top + 58 + H * 0.36}" width="${bw + 140}" height="${H}" fill="#b9ae9c"/>`;
  for (const [i, flag] of [flagCanada(), flagUsa()].entries()) {
    const px = i === 0 ? W * 0.08 : W * 0.92;
    body += `<rect x="${px - 4}" y="${H * 0.08}" width="8" height="${H * 0.8}" fill="#8a8f94"/>`;
    body += embed(flag, i === 0 ? px + 4 : px - 184, H * 0.1, 180, 95);
  }
  const v = vignette('adv-policy-v', W, H, 0.35);
  return svgDoc(W, H, defs + v.defs, body + v.body);
}

/** North America (Natural Earth, Lambert conformal conic) with Canada highlighted in copper. */
export function stability(): string {
  const projection = geoConicConformal().parallels([35, 65]).rotate([100, 0]);
  projection.fitExtent(
    [
      [40, 40],
      [W - 40, H - 40],
    ],
    { type: 'MultiPoint', coordinates: [[-135, 22], [-60, 22], [-165, 66], [-30, 70], [-100, 78]] },
  );
  const path = geoPath(projection).digits(1);
  const rng = seeded('adv-stability');
  const defs = radial('adv-stab-bg', [[0, '#1d3142'], [1, palette.night]], 0.5, 0.4, 0.8);
  let body = `<rect width="${W}" height="${H}" fill="url(#adv-stab-bg)"/>`;
  for (let i = 0; i < 14; i++) body += `<path d="M0 ${n(i * 60 + rng() * 4)}H${W}" stroke="#ffffff" stroke-opacity="0.05"/>`;
  body += `<path d="${path(layer('land'))}" fill="#34495e" stroke="#4f6a80" stroke-width="1"/>`;
  body += `<path d="${path(region('countries', 'CAN'))}" fill="${palette.copper}" stroke="${palette.copperLight}" stroke-width="1.2"/>`;
  body += `<path d="${path(countryBorders())}" fill="none" stroke="#8fa3b5" stroke-width="1.2"/>`;
  const [cx, cy] = projection([-105, 60])!;
  body += text(cx, cy, 'CANADA', { size: 40, fill: '#ffffff', weight: 700, anchor: 'middle', spacing: 6 });
  const [ux, uy] = projection([-100, 39])!;
  body += text(ux, uy, 'UNITED STATES', { size: 22, fill: '#c9d2da', weight: 700, anchor: 'middle', spacing: 3 });
  return svgDoc(W, H, defs, body);
}
