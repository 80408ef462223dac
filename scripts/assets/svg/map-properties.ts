/**
 * Property outlines built from the SPEC's figures, so areas on the map match the stated hectares:
 * Eaglehead's six claims in three royalty areas, Stony Lake's 13,625 ha along a 27 km strike.
 */
import { between, seeded } from '../prng.ts';
import { n, palette, polygon, text } from './kit.ts';
import { box, dot, type Layer, line } from './map-layers.ts';
import type { Frame, LegendItem } from './map-sheet.ts';

const ROYALTY = [
  { label: '2.5% NSR area: 11,409 ha', hectares: 11409, color: palette.copper },
  { label: '2.0% NSR area: 2,130 ha', hectares: 2130, color: '#2f6f8a' },
  { label: '2.0% NSR area: 2,416 ha', hectares: 2416, color: '#6f8f5a' },
];

function rect(f: Frame, x: number, y: number, wKm: number, hKm: number, color: string, label: string): string {
  const w = wKm * f.pxPerKm;
  const h = hKm * f.pxPerKm;
  return `<path d="${polygon([[x, y], [x + w, y], [x + w, y + h], [x, y + h]])}" fill="${color}" fill-opacity="0.3" stroke="${color}" stroke-width="3"/>${text(x + w / 2, y + h / 2 + 6, label, { size: 17, fill: palette.ink, weight: 700, anchor: 'middle' })}`;
}

export const eagleheadClaims = {
  legend: ROYALTY.map((r) => ({ label: r.label, swatch: box(r.color, r.color, ' fill-opacity="0.35"') })) as LegendItem[],
  draw(f: Frame): Layer {
    const side = Math.sqrt(ROYALTY[0]!.hectares / 100 / 4);
    const px = side * f.pxPerKm;
    const x0 = f.x + f.w / 2 - px;
    const y0 = f.y + f.h * 0.12;
    let body = '';
    for (let i = 0; i < 4; i++) body += rect(f, x0 + (i % 2) * px, y0 + Math.floor(i / 2) * px, side, side, ROYALTY[0]!.color, `Claim ${i + 1}`);
    body += rect(f, x0, y0 + 2 * px, side, ROYALTY[1]!.hectares / 100 / side, ROYALTY[1]!.color, 'Claim 5');
    body += rect(f, x0 + px, y0 + 2 * px, side, ROYALTY[2]!.hectares / 100 / side, ROYALTY[2]!.color, 'Claim 6');
    return { defs: '', body };
  },
};

export const eagleheadZones = {
  legend: [
    { label: 'Mineralized zone (schematic)', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.5"') },
    { label: 'Mineralized trend, about 8 km', swatch: line(palette.copperDark, '16 8', 3) },
  ] as LegendItem[],
  draw(f: Frame): Layer {
    const rng = seeded('eaglehead-zones');
    const len = 8 * f.pxPerKm;
    const cx = f.x + f.w / 2;
    const cy = f.y + f.h / 2;
    let body = `<g transform="rotate(-32 ${n(cx)} ${n(cy)})"><path d="M${n(cx - len / 2)} ${n(cy)}H${n(cx + len / 2)}" stroke="${palette.copperDark}" stroke-width="3" stroke-dasharray="16 8"/>`;
    for (let i = 0; i < 5; i++) {
      const x = cx - len / 2 + (len * (i + 0.5)) / 5;
      const rx = between(rng, 0.35, 0.6) * f.pxPerKm;
      body += `<ellipse cx="${n(x)}" cy="${n(cy + between(rng, -12, 12))}" rx="${n(rx)}" ry="${n(rx * 0.55)}" fill="${palette.copper}" fill-opacity="0.5" stroke="${palette.copperDark}" stroke-width="2.5"/>`;
      body += text(x, cy - rx * 0.55 - 14, `Zone ${i + 1}`, { size: 17, fill: palette.ink, weight: 700, anchor: 'middle' });
    }
    body += `<path d="M${n(cx - len / 2)} ${n(cy + 90)}v-14M${n(cx - len / 2)} ${n(cy + 83)}H${n(cx + len / 2)}M${n(cx + len / 2)} ${n(cy + 90)}v-14" stroke="${palette.ink}" stroke-width="2"/>`;
    body += text(cx, cy + 112, 'about 8 km', { size: 17, fill: palette.ink, anchor: 'middle' });
    return { defs: '', body: `${body}</g>` };
  },
};

const BLOCKS = 9;

export const stonyLakeProperty = {
  legend: [
    { label: 'Property (13,625 ha)', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.2"') },
    { label: 'Gold occurrence', swatch: dot('#d4a72c', 6) },
    { label: '27 km strike', swatch: line(palette.copperDark, '16 8', 3) },
    { label: 'Exploration target', swatch: box('none', palette.slate, ' stroke-dasharray="6 4"') },
  ] as LegendItem[],
  draw(f: Frame, seed: string): Layer {
    const rng = seeded(`${seed}-stony`);
    const along = (27 / BLOCKS) * f.pxPerKm;
    const across = (13625 / 100 / 27) * f.pxPerKm;
    const cx = f.x + f.w / 2;
    const cy = f.y + f.h / 2;
    const x0 = cx - (along * BLOCKS) / 2;
    let body = `<g transform="rotate(-38 ${n(cx)} ${n(cy)})">`;
    for (let i = 0; i < BLOCKS; i++) {
      body += `<rect x="${n(x0 + i * along)}" y="${n(cy - across / 2)}" width="${n(along)}" height="${n(across)}" fill="${palette.copper}" fill-opacity="0.2" stroke="${palette.copperDark}" stroke-width="2.5"/>`;
    }
    body += `<path d="M${n(x0)} ${n(cy)}h${n(along * BLOCKS)}" stroke="${palette.copperDark}" stroke-width="3" stroke-dasharray="16 8"/>`;
    for (const t of [0.2, 0.52, 0.82]) {
      body += `<ellipse cx="${n(x0 + t * along * BLOCKS)}" cy="${n(cy)}" rx="${n(along * 0.9)}" ry="${n(across * 0.38)}" fill="none" stroke="${palette.slate}" stroke-width="2.5" stroke-dasharray="8 5"/>`;
    }
    for (let i = 0; i < 18; i++) {
      const x = x0 + ((i + 0.5) / 18) * along * BLOCKS + between(rng, -10, 10);
      const y = cy + between(rng, -0.35, 0.35) * across;
      body += `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="#d4a72c" stroke="${palette.ink}" stroke-width="1.5"/>`;
    }
    return { defs: '', body: `${body}</g>` };
  },
};
