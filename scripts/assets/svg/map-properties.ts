/**
 * Property figures beyond the claim outline: Eaglehead's royalty areas and mineralized zones, Stony
 * Lake's strike, occurrences and targets. Claims come from the one geometry in geo/properties.ts.
 */
import { EAGLEHEAD_ROYALTIES, PROPERTIES } from '../geo/properties.ts';
import type { MapView } from '../geo/view.ts';
import { between, seeded } from '../prng.ts';
import { claimsLayer } from './claims.ts';
import { FONT, n, palette, text } from './kit.ts';
import { box, dot, type Layer, line } from './map-layers.ts';
import type { Frame, LegendItem } from './map-sheet.ts';

const ROYALTY_COLORS: Record<string, string> = {
  [EAGLEHEAD_ROYALTIES[0].group]: palette.copper,
  [EAGLEHEAD_ROYALTIES[1].group]: '#2f6f8a',
  [EAGLEHEAD_ROYALTIES[2].group]: '#4f7a3a',
};

const royaltyLabel = (r: (typeof EAGLEHEAD_ROYALTIES)[number]) => `${r.group.replace(/ \(.\)$/, '')} area: ${r.hectares.toLocaleString('en-US')} ha`;

export const eagleheadClaims = {
  legend: EAGLEHEAD_ROYALTIES.map((r) => ({ label: royaltyLabel(r), swatch: box(ROYALTY_COLORS[r.group]!, ROYALTY_COLORS[r.group]!, ' fill-opacity="0.35"') })) as LegendItem[],
  draw(view: MapView): Layer {
    return claimsLayer(view, PROPERTIES.eaglehead, { fill: 0.3, labels: true, colors: ROYALTY_COLORS });
  },
};

export const eagleheadZones = {
  legend: [
    { label: 'Mineral claim (outline approximate)', swatch: box('none', palette.copperDark) },
    { label: 'Mineralized zone (schematic)', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.5"') },
    { label: 'Mineralized trend, about 8 km', swatch: line(palette.copperDark, '16 8', 3) },
  ] as LegendItem[],
  draw(f: Frame, view: MapView): Layer {
    const rng = seeded('eaglehead-zones');
    const len = 8 * f.pxPerKm;
    const cx = f.x + f.w / 2;
    const cy = f.y + f.h / 2;
    const outline = claimsLayer(view, PROPERTIES.eaglehead, { fill: 0, labels: false });
    let body = `<g transform="rotate(${PROPERTIES.eaglehead.trendBearing - 90} ${n(cx)} ${n(cy)})"><path d="M${n(cx - len / 2)} ${n(cy)}H${n(cx + len / 2)}" stroke="${palette.copperDark}" stroke-width="3" stroke-dasharray="16 8"/>`;
    for (let i = 0; i < 5; i++) {
      const x = cx - len / 2 + (len * (i + 0.5)) / 5;
      const rx = between(rng, 0.35, 0.6) * f.pxPerKm;
      body += `<ellipse cx="${n(x)}" cy="${n(cy + between(rng, -12, 12))}" rx="${n(rx)}" ry="${n(rx * 0.55)}" fill="${palette.copper}" fill-opacity="0.5" stroke="${palette.copperDark}" stroke-width="2.5"/>`;
      const labelY = i % 2 ? cy + rx * 0.55 + 30 : cy - rx * 0.55 - 14;
      body += `<text x="${n(x)}" y="${n(labelY)}" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="${palette.ink}" stroke="#ffffff" stroke-width="3" paint-order="stroke">Zone ${i + 1}</text>`;
    }
    body += `<path d="M${n(cx - len / 2)} ${n(cy + 110)}v-14M${n(cx - len / 2)} ${n(cy + 103)}H${n(cx + len / 2)}M${n(cx + len / 2)} ${n(cy + 110)}v-14" stroke="${palette.ink}" stroke-width="2"/>`;
    body += text(cx, cy + 132, 'about 8 km', { size: 17, fill: palette.ink, anchor: 'middle' });
    return { defs: '', body: `${outline.body}${body}</g>` };
  },
};

export const stonyLakeProperty = {
  legend: [
    { label: 'Property outline (approximate)', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.2"') },
    { label: 'Gold occurrence (schematic)', swatch: dot('#d4a72c', 6) },
    { label: '27 km strike', swatch: line(palette.copperDark, '16 8', 3) },
    { label: 'Exploration target', swatch: box('none', palette.slate, ' stroke-dasharray="6 4"') },
  ] as LegendItem[],
  draw(f: Frame, seed: string, view: MapView): Layer {
    const rng = seeded(`${seed}-stony`);
    const strike = 27 * f.pxPerKm;
    const across = (13625 / 100 / 27) * f.pxPerKm;
    const cx = f.x + f.w / 2;
    const cy = f.y + f.h / 2;
    const x0 = cx - strike / 2;
    const claims = claimsLayer(view, PROPERTIES.stonyLake, { fill: 0.2, labels: false });
    let body = `<g transform="rotate(${PROPERTIES.stonyLake.trendBearing - 90} ${n(cx)} ${n(cy)})">`;
    body += `<path d="M${n(x0)} ${n(cy)}h${n(strike)}" stroke="${palette.copperDark}" stroke-width="3" stroke-dasharray="16 8"/>`;
    for (const t of [0.2, 0.52, 0.82]) {
      body += `<ellipse cx="${n(x0 + t * strike)}" cy="${n(cy)}" rx="${n(strike / 10)}" ry="${n(across * 0.38)}" fill="none" stroke="${palette.slate}" stroke-width="2.5" stroke-dasharray="8 5"/>`;
    }
    for (let i = 0; i < 18; i++) {
      const x = x0 + ((i + 0.5) / 18) * strike + between(rng, -10, 10);
      const y = cy + between(rng, -0.35, 0.35) * across;
      body += `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="#d4a72c" stroke="${palette.ink}" stroke-width="1.5"/>`;
    }
    return { defs: '', body: `${claims.body}${body}</g>` };
  },
};
