/** Small SVG building blocks shared by every drawing: document, gradients, colour mixing, text. */
import { escapeHtml } from '../../../src/shared/escape-html.ts';

export const palette = {
  copper: '#b8622f',
  copperDark: '#8a4318',
  copperLight: '#e9a26e',
  night: '#0e1a24',
  slate: '#2c3e50',
  surfaceAlt: '#f5f1ec',
  ink: '#14202b',
  white: '#ffffff',
  forest: '#24382f',
  water: '#24506b',
} as const;

/** librsvg resolves this through fontconfig; DejaVu is installed on every machine we build on. */
export const FONT = "'DejaVu Sans', sans-serif";

export type Stop = [offset: number, color: string, opacity?: number];

export function n(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function stops(list: Stop[]): string {
  return list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
}

/** Vertical by default (top to bottom); pass a direction for others. */
export function linear(id: string, list: Stop[], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
  return `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

/** Linear blend of two #rrggbb colours, t = 0 gives a. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca.map((v, i) => Math.round(v + (cb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

export function text(
  x: number,
  y: number,
  content: string,
  opts: { size: number; fill: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; spacing?: number; opacity?: number },
): string {
  const extra = `${opts.weight ? ` font-weight="${opts.weight}"` : ''}${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}${
    opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''
  }${opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`}`;
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${opts.size}" fill="${opts.fill}"${extra}>${escapeHtml(content)}</text>`;
}

export function polygon(points: [number, number][]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** A darkening frame that makes drawn scenes read like photographs. */
export function vignette(id: string, width: number, height: number, strength = 0.55): { defs: string; body: string } {
  return {
    defs: radial(id, [[0.55, '#000000', 0], [1, '#000000', strength]], 0.5, 0.5, 0.75),
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}
