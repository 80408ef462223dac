/** A diamond drill rig: lattice mast on a skid with a doghouse, optionally lit for night work. */
import { linear, n, radial } from './kit.ts';

export function drillRig(id: string, x: number, groundY: number, mastH: number, lit: boolean): { defs: string; body: string } {
  const w = mastH * 0.13;
  const top = groundY - mastH;
  const defs =
    linear(`${id}-steel`, lit ? [[0, '#e9a26e'], [1, '#8a4318']] : [[0, '#d27a3e'], [1, '#8a4318']], [0, 0, 1, 0]) +
    radial(`${id}-glow`, [[0, '#fff1cf', 1], [0.15, '#ffc46b', 0.55], [1, '#ffb04d', 0]]);
  let lattice = `M${n(x - w / 2)} ${n(groundY)}L${n(x - w / 6)} ${n(top)}M${n(x + w / 2)} ${n(groundY)}L${n(x + w / 6)} ${n(top)}`;
  const steps = 14;
  for (let i = 0; i < steps; i++) {
    const y1 = groundY - (mastH * i) / steps;
    const y2 = groundY - (mastH * (i + 1)) / steps;
    const half1 = w / 2 - ((w / 3) * i) / steps;
    const half2 = w / 2 - ((w / 3) * (i + 1)) / steps;
    lattice += `M${n(x - half1)} ${n(y1)}L${n(x + half2)} ${n(y2)}M${n(x + half1)} ${n(y1)}L${n(x - half2)} ${n(y2)}M${n(x - half2)} ${n(y2)}H${n(x + half2)}`;
  }
  let body = `<path d="${lattice}" fill="none" stroke="url(#${id}-steel)" stroke-width="${n(mastH * 0.008)}"/>`;
  body += `<rect x="${n(x - w * 1.6)}" y="${n(groundY - mastH * 0.12)}" width="${n(w * 1.9)}" height="${n(mastH * 0.12)}" fill="${lit ? '#2c3e50' : '#b8622f'}"/>`;
  body += `<rect x="${n(x - w * 1.45)}" y="${n(groundY - mastH * 0.095)}" width="${n(w * 0.5)}" height="${n(mastH * 0.045)}" fill="${lit ? '#ffd58a' : '#d9e2ec'}"/>`;
  body += `<rect x="${n(x - w * 1.8)}" y="${n(groundY - mastH * 0.01)}" width="${n(w * 3.6)}" height="${n(mastH * 0.02)}" fill="#1c2630"/>`;
  if (lit) {
    for (const f of [0.25, 0.55, 0.98]) {
      const ly = groundY - mastH * f;
      body += `<circle cx="${n(x)}" cy="${n(ly)}" r="${n(mastH * 0.18)}" fill="url(#${id}-glow)"/>`;
    }
    body += `<path d="M${n(x)} ${n(top)}L${n(x - mastH * 0.5)} ${n(groundY)}H${n(x + mastH * 0.5)}Z" fill="#ffd28a" opacity="0.07"/>`;
  }
  return { defs, body };
}
