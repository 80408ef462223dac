/** Layered mountain scenery with atmospheric perspective: the base of most "photographs". */
import { seeded } from '../prng.ts';
import { linear, mix, radial, type Stop } from './kit.ts';
import { ridgePath, ridgeSamples, treeLine } from './shapes.ts';

export interface SkyLight {
  sky: Stop[];
  sun?: { x: number; y: number; r: number; color: string };
  /** Colour of the farthest ridge; nearer ridges blend towards `near`. */
  far: string;
  near: string;
}

export const DAWN: SkyLight = {
  sky: [[0, '#1b2a3a'], [0.45, '#5a4a5a'], [0.75, '#d98b5a'], [1, '#f3c89a']],
  sun: { x: 0.68, y: 0.6, r: 0.35, color: '#ffd9a8' },
  far: '#b98a7a',
  near: '#0e1a24',
};

export const DAY: SkyLight = {
  sky: [[0, '#5b84a6'], [0.6, '#a9c3d3'], [1, '#efe6da']],
  sun: { x: 0.25, y: 0.2, r: 0.3, color: '#fff6e5' },
  far: '#98aebb',
  near: '#1f3329',
};

export const DUSK: SkyLight = {
  sky: [[0, '#0e1a24'], [0.5, '#2c3e50'], [0.85, '#8a4318'], [1, '#e9a26e']],
  sun: { x: 0.5, y: 0.72, r: 0.3, color: '#e9a26e' },
  far: '#6d5a5e',
  near: '#0b141c',
};

export interface LandscapeOptions {
  seed: string;
  width: number;
  height: number;
  light: SkyLight;
  layers?: number;
  /** Where the farthest ridge sits, as a fraction of the height. */
  horizon?: number;
  trees?: boolean;
  mist?: boolean;
}

/** Returns defs and body so callers can add foreground elements over the scenery. */
export function landscape(o: LandscapeOptions): { defs: string; body: string; foreground: [number, number][] } {
  const rng = seeded(o.seed);
  const { width: w, height: h } = o;
  const layers = o.layers ?? 5;
  const horizon = o.horizon ?? 0.45;
  let defs = linear(`${o.seed}-sky`, o.light.sky);
  let body = `<rect width="${w}" height="${h}" fill="url(#${o.seed}-sky)"/>`;
  if (o.light.sun) {
    const s = o.light.sun;
    defs += radial(`${o.seed}-sun`, [[0, s.color, 0.95], [0.12, s.color, 0.6], [1, s.color, 0]]);
    body += `<circle cx="${s.x * w}" cy="${s.y * h}" r="${s.r * w}" fill="url(#${o.seed}-sun)"/>`;
  }
  let foreground: [number, number][] = [];
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = h * (horizon + t * (0.92 - horizon) * 0.75);
    const swing = h * (0.12 + 0.08 * (1 - t));
    const color = mix(o.light.far, o.light.near, t ** 0.8);
    defs += linear(`${o.seed}-l${i}`, [[0, color], [1, mix(color, o.light.near, 0.5)]]);
    const layerRng = seeded(`${o.seed}-${i}`);
    body += `<path d="${ridgePath(layerRng, w, h, base, swing)}" fill="url(#${o.seed}-l${i})"/>`;
    if (o.mist && i < layers - 1) {
      body += `<rect y="${base - swing * 0.2}" width="${w}" height="${swing * 1.4}" fill="url(#${o.seed}-mist)"/>`;
    }
    if (o.trees && i >= layers - 2) {
      const edge = ridgeSamples(seeded(`${o.seed}-${i}`), w, base, swing);
      const size = h * (0.02 + 0.05 * t);
      body += `<path d="${treeLine(rng, edge, Math.round(70 + 90 * t), size * 0.6, size)}" fill="${mix(color, '#000000', 0.15)}"/>`;
    }
    if (i === layers - 1) foreground = ridgeSamples(seeded(`${o.seed}-${i}`), w, base, swing);
  }
  if (o.mist) defs += linear(`${o.seed}-mist`, [[0, '#ffffff', 0], [0.5, '#ffffff', 0.18], [1, '#ffffff', 0]]);
  return { defs, body, foreground };
}
