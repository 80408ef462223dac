/** Field photographs: project landscapes, the crew, camp, an outcrop and drilling by day. */
import { between, pick, seeded } from '../prng.ts';
import { linear, mix, n, palette, svgDoc, vignette } from './kit.ts';
import { DAWN, DAY, DUSK, landscape, type SkyLight } from './landscape.ts';
import { drillRig } from './rig.ts';
import { blob } from './shapes.ts';

type Extra = (ground: [number, number][], w: number, h: number) => { defs: string; body: string };

function at(ground: [number, number][], fx: number): [number, number] {
  return ground[Math.round(fx * (ground.length - 1))]!;
}

export function scene(seed: string, w: number, h: number, light: SkyLight, extra?: Extra, layers = 5): string {
  const s = landscape({ seed, width: w, height: h, light, layers, horizon: 0.4, trees: true, mist: light !== DAY });
  const e = extra?.(s.foreground, w, h) ?? { defs: '', body: '' };
  const v = vignette(`${seed}-v`, w, h, 0.45);
  return svgDoc(w, h, s.defs + e.defs + v.defs, s.body + e.body + v.body);
}

export const LIGHTS = { DAWN, DAY, DUSK };

/** A lake in the valley floor reflecting the sky. */
export const lake: Extra = (_g, w, h) => ({
  defs: linear('lake-water', [[0, '#6f8fa6'], [1, '#1d3b4e']]),
  body: `<path d="${blob(seeded('lake'), w * 0.45, h * 0.86, w * 0.5, h * 0.08, 0.12)}" fill="url(#lake-water)" opacity="0.92"/>`,
});

function person(x: number, y: number, s: number, vest: string): string {
  return `<circle cx="${n(x)}" cy="${n(y - 62 * s)}" r="${n(9 * s)}" fill="#e0b48a"/><path d="M${n(x - 11 * s)} ${n(y - 66 * s)}a${n(11 * s)} ${n(9 * s)} 0 0 1 ${n(22 * s)} 0z" fill="#f2c14e"/><path d="M${n(x - 13 * s)} ${n(y - 50 * s)}h${n(26 * s)}l${n(3 * s)} ${n(28 * s)}h${n(-32 * s)}z" fill="${vest}"/><path d="M${n(x - 10 * s)} ${n(y - 22 * s)}h${n(20 * s)}v${n(22 * s)}h${n(-20 * s)}z" fill="#2c3e50"/>`;
}

export const crew: Extra = (g, w) => {
  const rng = seeded('crew');
  let body = '';
  for (let i = 0; i < 4; i++) {
    const [x, y] = at(g, 0.3 + i * 0.09 + rng() * 0.03);
    body += person(x, y + 6, (w / 1600) * 2.2, pick(rng, ['#f07f1f', '#e9e43a', '#f07f1f']));
  }
  const [tx, ty] = at(g, 0.75);
  body += `<path d="M${n(tx - 60)} ${n(ty + 4)}L${n(tx)} ${n(ty - 70)}L${n(tx + 60)} ${n(ty + 4)}Z" fill="${palette.copper}"/><path d="M${n(tx)} ${n(ty - 70)}L${n(tx + 12)} ${n(ty + 4)}H${n(tx - 12)}Z" fill="${palette.copperDark}"/>`;
  return { defs: '', body };
};

export const camp: Extra = (g) => {
  let body = '';
  for (let i = 0; i < 5; i++) {
    const [x, y] = at(g, 0.15 + i * 0.15);
    const tent = i % 2 === 0;
    body += tent
      ? `<path d="M${n(x - 70)} ${n(y + 6)}Q${n(x)} ${n(y - 110)} ${n(x + 70)} ${n(y + 6)}Z" fill="${i === 2 ? palette.copper : '#e8e2d6'}" stroke="#8a7f6a" stroke-width="2"/><path d="M${n(x - 12)} ${n(y + 6)}V${n(y - 26)}H${n(x + 12)}V${n(y + 6)}" fill="#3a3f44"/>`
      : `<rect x="${n(x - 90)}" y="${n(y - 62)}" width="180" height="66" fill="#d9d2c4" stroke="#8a7f6a" stroke-width="2"/><rect x="${n(x - 70)}" y="${n(y - 46)}" width="30" height="20" fill="#ffcf7a"/><rect x="${n(x + 30)}" y="${n(y - 46)}" width="30" height="20" fill="#ffcf7a"/>`;
  }
  return { defs: '', body };
};

export const daytimeRig: Extra = (g, _w, h) => {
  const [x, y] = at(g, 0.6);
  return drillRig('day-rig', x, y + 4, h * 0.5, false);
};

/** A weathered rock face with layering and green copper staining. */
export function outcrop(seed: string, w: number, h: number): string {
  const rng = seeded(seed);
  let defs = linear(`${seed}-sky`, DAY.sky);
  let body = `<rect width="${w}" height="${h}" fill="url(#${seed}-sky)"/>`;
  const bands = 14;
  for (let i = 0; i < bands; i++) {
    const y = h * 0.18 + (i * h * 0.9) / bands;
    const tone = mix('#8c7b6a', '#4f463f', rng());
    let d = `M0 ${n(y)}`;
    for (let x = 0; x <= w; x += w / 16) d += `L${n(x)} ${n(y + between(rng, -18, 18) + x * 0.08)}`;
    d += `L${w} ${h}L0 ${h}Z`;
    body += `<path d="${d}" fill="${tone}"/>`;
  }
  for (let i = 0; i < 22; i++) {
    const color = pick(rng, ['#3f8f6b', '#4fa37e', '#b8622f', '#c9a23a']);
    body += `<path d="${blob(rng, rng() * w, h * 0.3 + rng() * h * 0.6, between(rng, 20, 90), between(rng, 10, 40), 0.4)}" fill="${color}" opacity="0.55"/>`;
  }
  for (let i = 0; i < 30; i++) {
    const x = rng() * w;
    body += `<path d="M${n(x)} ${n(h * 0.2 + rng() * h * 0.3)}l${n(between(rng, -40, 40))} ${n(between(rng, 80, 260))}" stroke="#2a241f" stroke-width="${n(between(rng, 1, 3))}" opacity="0.6"/>`;
  }
  defs += linear(`${seed}-light`, [[0, '#ffe2b8', 0.25], [1, '#000000', 0.3]], [0, 0, 1, 1]);
  body += `<rect width="${w}" height="${h}" fill="url(#${seed}-light)"/>`;
  const v = vignette(`${seed}-v`, w, h, 0.5);
  return svgDoc(w, h, defs + v.defs, body + v.body);
}
