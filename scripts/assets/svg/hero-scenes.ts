/** The six home-page slideshow scenes (1920 x 1080). */
import { between, seeded } from '../prng.ts';
import { contourPaths, hillField, levelsBetween } from './contours.ts';
import { coreTrayScene } from './core-trays.ts';
import { linear, mix, n, palette, radial, svgDoc, vignette } from './kit.ts';
import { DAWN, DUSK, landscape } from './landscape.ts';
import { aerialScene } from './aerial.ts';
import { drillRig } from './rig.ts';
import { blob, ridgePath, stars } from './shapes.ts';

const W = 1920;
const H = 1080;

export function dawnRidges(): string {
  const scene = landscape({ seed: 'hero-1', width: W, height: H, light: DAWN, layers: 6, horizon: 0.42, trees: true, mist: true });
  const v = vignette('hero-1-v', W, H, 0.5);
  return svgDoc(W, H, scene.defs + v.defs, scene.body + v.body);
}

/** An open pit seen obliquely: nested benches, a haul road and a pit lake under a dusk sky. */
export function openPit(seed = 'hero-2', width = W, height = H): string {
  const rng = seeded(seed);
  const sky = landscape({ seed: `${seed}-sky`, width, height, light: { ...DUSK, far: '#7a6260', near: '#3a2a22' }, layers: 2, horizon: 0.3 });
  let defs = sky.defs + linear(`${seed}-ground`, [[0, '#6b4a36'], [1, '#2e2119']]);
  let body = `${sky.body}<rect y="${height * 0.5}" width="${width}" height="${height * 0.5}" fill="url(#${seed}-ground)"/>`;
  const cx = width * 0.52;
  const cy = height * 0.7;
  const benches = 9;
  for (let i = 0; i < benches; i++) {
    const t = i / benches;
    const rx = width * 0.46 * (1 - t * 0.82);
    const ry = height * 0.24 * (1 - t * 0.8);
    const y = cy + t * height * 0.1;
    const face = mix(palette.copperLight, palette.copperDark, 0.25 + t * 0.6);
    const floor = mix('#d7b79a', palette.copper, 0.2 + t * 0.5);
    const shapeRng = seeded(`${seed}-b${i}`);
    body += `<path d="${blob(shapeRng, cx, y, rx, ry, 0.06, 40)}" fill="${floor}"/>`;
    body += `<path d="${blob(seeded(`${seed}-b${i}`), cx, y + ry * 0.05, rx * 0.96, ry * 0.9, 0.06, 40)}" fill="${face}"/>`;
  }
  defs += radial(`${seed}-lake`, [[0, '#4f8a8b'], [1, '#1d3b45']]);
  body += `<path d="${blob(rng, cx, cy + height * 0.1, width * 0.07, height * 0.035, 0.15)}" fill="url(#${seed}-lake)"/>`;
  let road = `M${n(cx - width * 0.42)} ${n(cy - height * 0.05)}`;
  for (let k = 1; k <= 40; k++) {
    const t = k / 40;
    const a = Math.PI * (1 + 2.2 * t);
    road += `L${n(cx + Math.cos(a) * width * 0.42 * (1 - t * 0.8))} ${n(cy + t * height * 0.1 + Math.sin(a) * height * 0.22 * (1 - t * 0.78))}`;
  }
  body += `<path d="${road}" fill="none" stroke="#e8cfb4" stroke-width="${width * 0.004}" opacity="0.7"/>`;
  for (let k = 0; k < 7; k++) {
    const x = cx + between(rng, -0.3, 0.3) * width;
    const y = cy + between(rng, -0.12, 0.05) * height;
    body += `<rect x="${n(x)}" y="${n(y)}" width="${n(width * 0.008)}" height="${n(width * 0.005)}" rx="2" fill="#f2c14e"/>`;
  }
  defs += linear(`${seed}-dump`, [[0, '#8d6a52'], [1, '#4a3427']]);
  body += `<path d="M0 ${n(height * 0.52)}L${n(width * 0.12)} ${n(height * 0.47)}L${n(width * 0.26)} ${n(height * 0.48)}L${n(width * 0.3)} ${n(height * 0.55)}L0 ${n(height * 0.58)}Z" fill="url(#${seed}-dump)"/>`;
  const v = vignette(`${seed}-v`, width, height, 0.55);
  return svgDoc(width, height, defs + v.defs, body + v.body);
}

export function coreTrays(): string {
  return coreTrayScene('hero-3', W, H);
}

/** Copper contour lines glowing on a night-blue field. */
export function topoContours(seed = 'hero-4', width = W, height = H): string {
  const rng = seeded(seed);
  const field = hillField(rng, width, height, 11);
  const levels = levelsBetween(-0.1, 1.1, 36);
  const paths = contourPaths(field, width, height, levels, 14);
  const defs =
    radial(`${seed}-bg`, [[0, '#1d3142'], [1, palette.night]], 0.6, 0.4, 0.8) +
    linear(`${seed}-line`, [[0, palette.copperLight], [1, palette.copper]], [0, 0, 1, 1]);
  let body = `<rect width="${width}" height="${height}" fill="url(#${seed}-bg)"/>`;
  body += paths
    .map((d, i) => {
      const major = i % 5 === 0;
      return `<path d="${d}" fill="none" stroke="url(#${seed}-line)" stroke-width="${major ? 2.6 : 1.2}" stroke-linecap="round" opacity="${major ? 0.95 : 0.55}"/>`;
    })
    .join('');
  for (let x = 0; x < width; x += width / 12) body += `<path d="M${n(x)} 0V${height}" stroke="#ffffff" stroke-opacity="0.05"/>`;
  for (let y = 0; y < height; y += width / 12) body += `<path d="M0 ${n(y)}H${width}" stroke="#ffffff" stroke-opacity="0.05"/>`;
  const v = vignette(`${seed}-v`, width, height, 0.6);
  return svgDoc(width, height, defs + v.defs, body + v.body);
}

/** A drill rig under a starry sky, its mast and camp lit. */
export function nightRig(seed = 'hero-5', width = W, height = H): string {
  const rng = seeded(seed);
  let defs = linear(`${seed}-sky`, [[0, '#050b12'], [0.7, '#132636'], [1, '#2c3e50']]);
  let body = `<rect width="${width}" height="${height}" fill="url(#${seed}-sky)"/>${stars(rng, width, height * 0.6, 260)}`;
  body += `<path d="${ridgePath(seeded(`${seed}-far`), width, height, height * 0.62, height * 0.1)}" fill="#101c26"/>`;
  body += `<path d="${ridgePath(seeded(`${seed}-mid`), width, height, height * 0.72, height * 0.05, 0.4)}" fill="#0a131b"/>`;
  defs += linear(`${seed}-ground`, [[0, '#1a1410'], [1, '#07090b']]);
  body += `<rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="url(#${seed}-ground)"/>`;
  const rig = drillRig(`${seed}-rig`, width * 0.56, height * 0.8, height * 0.62, true);
  defs += rig.defs;
  body += rig.body;
  defs += radial(`${seed}-lamp`, [[0, '#ffd28a', 0.9], [0.2, '#f0a35a', 0.35], [1, '#f0a35a', 0]]);
  for (let k = 0; k < 3; k++) {
    const x = width * (0.18 + k * 0.09);
    const y = height * 0.77;
    body += `<rect x="${n(x)}" y="${n(y)}" width="${n(width * 0.075)}" height="${n(height * 0.05)}" fill="#1c2630"/>`;
    body += `<rect x="${n(x + 12)}" y="${n(y + 12)}" width="${n(width * 0.015)}" height="${n(height * 0.015)}" fill="#ffcf7a"/>`;
    body += `<circle cx="${n(x + width * 0.04)}" cy="${n(y)}" r="${n(width * 0.05)}" fill="url(#${seed}-lamp)"/>`;
  }
  const v = vignette(`${seed}-v`, width, height, 0.5);
  return svgDoc(width, height, defs + v.defs, body + v.body);
}

export function aerialForest(): string {
  return aerialScene('hero-6', W, H);
}
