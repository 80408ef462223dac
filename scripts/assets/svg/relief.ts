/**
 * Aerial-style shaded relief from a procedural elevation model: fractal noise as the height field,
 * lit from the north-west (azimuth 315°, the cartographic convention), tinted by elevation, with
 * water filling the lowest ground. Drawn entirely with SVG filters, so librsvg computes the lighting.
 */
import { FONT, svgDoc } from './kit.ts';

export interface ReliefStyle {
  /** Spatial frequency of the terrain: lower is broader landforms. */
  frequency: number;
  /** Vertical exaggeration of the lighting. */
  relief: number;
  /** Fraction of the height range under water (0 for none). */
  water: number;
  /** Elevation ramp from low to high, as #rrggbb. */
  ramp: string[];
  seed: number;
}

export const RELIEF = {
  /** Interior plateau: forested valleys, open upland. */
  plateau: { frequency: 0.0022, relief: 9, water: 0.16, ramp: ['#4f6b45', '#5f7d4e', '#7b8f5c', '#a19f74', '#c2b79a', '#ddd5c4'], seed: 11 },
  /** Northern mountains: deep valleys, bare ridges, snow. */
  alpine: { frequency: 0.0018, relief: 16, water: 0.06, ramp: ['#3f5a44', '#5a7152', '#8a8a6c', '#a59a86', '#c9c2b8', '#f4f4f2'], seed: 23 },
  /** Shield country: low relief, many lakes. */
  shield: { frequency: 0.0035, relief: 5, water: 0.3, ramp: ['#3e5a3c', '#4d6b45', '#5f7b4f', '#748a5a', '#8f9c6a', '#a9ab80'], seed: 37 },
  /** Barrens and bog: rolling ground, ponds. */
  barrens: { frequency: 0.003, relief: 6, water: 0.24, ramp: ['#556b4a', '#6d7f55', '#8d9262', '#a9a477', '#bdb58f', '#cfc8a8'], seed: 41 },
} satisfies Record<string, ReliefStyle>;

function table(values: number[]): string {
  return values.map((v) => (v / 255).toFixed(3)).join(' ');
}

function channel(ramp: string[], i: number): number[] {
  return ramp.map((hex) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16));
}

export function reliefScene(id: string, width: number, height: number, style: ReliefStyle): string {
  const f = `${id}-relief`;
  const stretch = `1.8 0 0 0 -0.4`;
  const waterEdge = style.water;
  const defs = `<filter id="${f}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${style.frequency}" numOctaves="6" seed="${style.seed}" result="noise"/>
<feColorMatrix in="noise" type="matrix" values="${stretch} ${stretch} ${stretch} 0 0 0 0 1" result="dem"/>
<feColorMatrix in="dem" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0" result="steps"/>
<feGaussianBlur in="steps" stdDeviation="1.6" result="height"/>
<feDiffuseLighting in="height" surfaceScale="${style.relief}" diffuseConstant="1.25" lighting-color="#ffffff" result="shade"><feDistantLight azimuth="315" elevation="38"/></feDiffuseLighting>
<feComponentTransfer in="dem" result="tint"><feFuncR type="table" tableValues="${table(channel(style.ramp, 0))}"/><feFuncG type="table" tableValues="${table(channel(style.ramp, 1))}"/><feFuncB type="table" tableValues="${table(channel(style.ramp, 2))}"/></feComponentTransfer>
<feBlend in="tint" in2="shade" mode="multiply" result="land"/>
<feColorMatrix in="dem" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -40 0 0 0 ${(40 * waterEdge).toFixed(2)}" result="mask"/>
<feFlood flood-color="#2f5d74"/><feComposite in2="mask" operator="in" result="water"/>
<feMerge><feMergeNode in="land"/><feMergeNode in="water"/></feMerge>
</filter>`;
  const body = `<rect width="${width}" height="${height}" fill="#6b7d5a" filter="url(#${f})"/>${illustrationMark(width, height)}`;
  return svgDoc(width, height, defs, body);
}

/**
 * A mineralized outcrop surface as a texture study: fine-grained rock lit at a low angle, with
 * copper-oxide (malachite) and iron-oxide staining along fractures.
 */
export function outcropTexture(id: string, width: number, height: number): string {
  const f = `${id}-rock`;
  const defs = `<filter id="${f}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="6" seed="5" result="grain"/>
<feColorMatrix in="grain" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2.2 0 0 0 -0.6" result="h"/>
<feDiffuseLighting in="h" surfaceScale="6" diffuseConstant="1.1" lighting-color="#fff4e6" result="shade"><feDistantLight azimuth="300" elevation="28"/></feDiffuseLighting>
<feTurbulence type="turbulence" baseFrequency="0.004 0.02" numOctaves="3" seed="9" result="veins"/>
<feColorMatrix in="veins" type="matrix" values="0 0 0 0 0.2 0 0 0 0 0.55 0 0 0 0 0.45 -9 0 0 0 1.2" result="malachite"/>
<feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="4" seed="3" result="stain"/>
<feColorMatrix in="stain" type="matrix" values="0 0 0 0 0.62 0 0 0 0 0.36 0 0 0 0 0.18 5 0 0 0 -2.6" result="limonite"/>
<feFlood flood-color="#9d968b" result="rock"/>
<feMerge result="colour"><feMergeNode in="rock"/><feMergeNode in="limonite"/><feMergeNode in="malachite"/></feMerge>
<feBlend in="colour" in2="shade" mode="multiply"/>
</filter>`;
  const body = `<rect width="${width}" height="${height}" fill="#8f877c" filter="url(#${f})"/>${illustrationMark(width, height)}`;
  return svgDoc(width, height, defs, body);
}

/** A small corner mark, so the file says what it is wherever it travels (the ZIP, a download). */
export function illustrationMark(width: number, height: number): string {
  return `<text x="${width - 24}" y="${height - 22}" text-anchor="end" font-family="${FONT}" font-size="${Math.round(width / 80)}" fill="#ffffff" fill-opacity="0.8" stroke="#000000" stroke-opacity="0.35" stroke-width="3" paint-order="stroke">Illustration</text>`;
}
