/** Thematic layers drawn inside a map frame: terrain, gridded survey colours, geology, samples, claims. */
import { between, seeded } from '../prng.ts';
import { contourPaths, type Field, hillField, levelsBetween } from './contours.ts';
import { mix, n, palette } from './kit.ts';
import type { Frame } from './map-sheet.ts';
import { blob } from './shapes.ts';

export type Layer = { defs: string; body: string };

/** Shaded-relief stand-in: pale land, brown contours, lakes and a creek. */
export function terrain(seed: string, f: Frame, lakes = 5): Layer {
  const rng = seeded(`${seed}-terrain`);
  const field = hillField(rng, f.w, f.h, 10);
  const paths = contourPaths(field, f.w, f.h, levelsBetween(-0.2, 1.2, 28), 18);
  let body = `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${f.h}" fill="#eef0e4"/><g transform="translate(${f.x} ${f.y})">`;
  body += paths.map((d, i) => `<path d="${d}" fill="none" stroke="#b59a7a" stroke-width="${i % 5 === 0 ? 1.4 : 0.7}" opacity="0.7"/>`).join('');
  let creek = `M${n(rng() * f.w)} 0`;
  for (let k = 1; k <= 5; k++) creek += `S${n(rng() * f.w)} ${n(((k - 0.5) * f.h) / 5)} ${n(between(rng, 0.2, 0.8) * f.w)} ${n((k * f.h) / 5)}`;
  body += `<path d="${creek}" fill="none" stroke="#7fa9c0" stroke-width="2.5"/>`;
  for (let i = 0; i < lakes; i++) {
    body += `<path d="${blob(rng, rng() * f.w, rng() * f.h, between(rng, 20, 60), between(rng, 14, 40), 0.3)}" fill="#bcd6e3" stroke="#7fa9c0" stroke-width="1.5"/>`;
  }
  let road = `M0 ${n(between(rng, 0.3, 0.7) * f.h)}`;
  for (let k = 1; k <= 4; k++) road += `S${n(((k - 0.5) * f.w) / 4)} ${n(rng() * f.h)} ${n((k * f.w) / 4)} ${n(between(rng, 0.2, 0.8) * f.h)}`;
  body += `<path d="${road}" fill="none" stroke="#ffffff" stroke-width="5"/><path d="${road}" fill="none" stroke="#8a6d55" stroke-width="2" stroke-dasharray="10 6"/></g>`;
  return { defs: '', body };
}

export const RAMP = ['#1f3b57', '#2f6f8a', '#6fae9c', '#d9d08a', '#e9a26e', '#b8622f', '#7a2f12'];

function rampColor(t: number, ramp = RAMP): string {
  const x = Math.max(0, Math.min(0.999, t)) * (ramp.length - 1);
  const i = Math.floor(x);
  return mix(ramp[i]!, ramp[i + 1]!, x - i);
}

export function rampSwatch(): string {
  return RAMP.map((c, i) => `<rect x="${n((i * 30) / RAMP.length)}" width="${n(30 / RAMP.length + 0.5)}" height="18" fill="${c}"/>`).join('');
}

/** A gridded geophysical survey: coloured cells softened by a blur, with contours on top. */
export function surveyGrid(seed: string, f: Frame, invert = false): Layer {
  const field: Field = hillField(seeded(`${seed}-survey`), f.w, f.h, 14);
  const cell = 20;
  let cells = '';
  for (let y = 0; y < f.h; y += cell) {
    for (let x = 0; x < f.w; x += cell) {
      const v = field(x + cell / 2, y + cell / 2);
      cells += `<rect x="${x}" y="${y}" width="${cell + 1}" height="${cell + 1}" fill="${rampColor(invert ? 1 - v : v)}"/>`;
    }
  }
  const lines = contourPaths(field, f.w, f.h, levelsBetween(0, 1, 10), 16)
    .map((d) => `<path d="${d}" fill="none" stroke="#14202b" stroke-width="0.8" opacity="0.45"/>`)
    .join('');
  const defs = `<filter id="${seed}-soft" x="0" y="0" width="1" height="1"><feGaussianBlur stdDeviation="10"/></filter>`;
  return { defs, body: `<g transform="translate(${f.x} ${f.y})"><g filter="url(#${seed}-soft)" opacity="0.85">${cells}</g>${lines}</g>` };
}

export const UNITS = [
  { label: 'Intrusive rocks', color: '#e7b7a0' },
  { label: 'Volcanic rocks', color: '#9fb8a0' },
  { label: 'Sedimentary rocks', color: '#d8cfa8' },
  { label: 'Cover (overburden)', color: '#e9e4d8' },
] as const;

/** Schematic geological units from a smooth field, with fault traces. */
export function geology(seed: string, f: Frame): Layer {
  const rng = seeded(`${seed}-geo`);
  const field = hillField(rng, f.w, f.h, 12);
  const cell = 14;
  let cells = '';
  for (let y = 0; y < f.h; y += cell) {
    for (let x = 0; x < f.w; x += cell) {
      const v = field(x, y);
      const unit = v > 0.75 ? 0 : v > 0.45 ? 1 : v > 0.2 ? 2 : 3;
      cells += `<rect x="${x}" y="${y}" width="${cell + 1}" height="${cell + 1}" fill="${UNITS[unit]!.color}"/>`;
    }
  }
  const edges = contourPaths(field, f.w, f.h, [0.2, 0.45, 0.75], 10)
    .map((d) => `<path d="${d}" fill="none" stroke="#5a4a3a" stroke-width="1.2"/>`)
    .join('');
  let faults = '';
  for (let i = 0; i < 3; i++) {
    const x0 = rng() * f.w;
    faults += `<path d="M${n(x0)} 0Q${n(x0 + between(rng, -200, 200))} ${n(f.h / 2)} ${n(x0 + between(rng, -300, 300))} ${f.h}" fill="none" stroke="#14202b" stroke-width="2.5" stroke-dasharray="14 6"/>`;
  }
  return { defs: '', body: `<g transform="translate(${f.x} ${f.y})"><g shape-rendering="crispEdges">${cells}</g>${edges}${faults}</g>` };
}

export const ALTERATION = [
  { label: 'Propylitic alteration', color: '#7fae8a' },
  { label: 'Phyllic alteration', color: '#e0cf8a' },
  { label: 'Potassic alteration', color: '#d98a6a' },
] as const;

export function alteration(seed: string, f: Frame, cx = 0.5, cy = 0.5): Layer {
  const rng = seeded(`${seed}-alt`);
  let body = '';
  ALTERATION.forEach((zone, i) => {
    const s = 1 - i * 0.3;
    body += `<path d="${blob(rng, f.x + f.w * cx, f.y + f.h * cy, f.w * 0.36 * s, f.h * 0.28 * s, 0.22, 32)}" fill="${zone.color}" fill-opacity="0.65" stroke="${mix(zone.color, '#000000', 0.35)}" stroke-width="2"/>`;
  });
  return { defs: '', body };
}

export const SAMPLE_CLASSES = ['#2f6f8a', '#d9d08a', '#e9a26e', '#b8622f'] as const;

/** Rock sample sites as dots, shaded by a relative class (no assay values: those are in the filed reports). */
export function samples(seed: string, f: Frame, count = 90): Layer {
  const rng = seeded(`${seed}-samples`);
  const field = hillField(seeded(`${seed}-survey`), f.w, f.h, 14);
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = f.x + between(rng, 0.08, 0.92) * f.w;
    const y = f.y + between(rng, 0.08, 0.92) * f.h;
    const cls = Math.min(3, Math.max(0, Math.floor(field(x - f.x, y - f.y) * 4)));
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${7 + cls * 2}" fill="${SAMPLE_CLASSES[cls]}" stroke="#14202b" stroke-width="1.2"/>`;
  }
  return { defs: '', body };
}

export function dot(color: string, r = 7): string {
  return `<circle cx="15" cy="9" r="${r}" fill="${color}" stroke="#14202b" stroke-width="1.2"/>`;
}

export function box(fill: string, stroke: string = palette.slate, extra = ''): string {
  return `<rect x="1" y="1" width="28" height="16" fill="${fill}" stroke="${stroke}" stroke-width="2"${extra}/>`;
}

export function line(stroke: string, dash = '', width = 3): string {
  return `<path d="M0 9H30" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
}
