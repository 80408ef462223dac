/**
 * Location-map base from Natural Earth: sea, land, the focus province, lakes, rivers, borders and
 * coastlines, named regions and waters, towns, mines and ports, and the project markers.
 */
import { geoConicConformal, geoPath } from 'd3-geo';
import { countryBorders, internalBorders, layer, region } from '../geo/natural-earth.ts';
import { PLACES, type PlaceKey, type LonLat, type Side } from '../geo/places.ts';
import type { MapView } from '../geo/view.ts';
import { escapeHtml } from '../../../src/shared/escape-html.ts';
import { FONT, n, palette } from './kit.ts';
import type { LegendItem } from './map-sheet.ts';

export const SEA = '#d4e4ec';
export const WATER_LINE = '#7ea6bd';
const LAND = '#ebe7de';
const FOCUS = '#f6e7d5';

export interface BasemapSpec {
  /** Natural Earth subunit code of the province the map is about. */
  focus: string;
  /** Region and water names at a point. */
  names: { text: string; at: LonLat; kind: 'region' | 'country' | 'water'; size?: number }[];
  places: { key: PlaceKey; side: Side }[];
  projects: { at: LonLat; label: string; side: Side }[];
}

const OFFSETS: Record<Side, [number, number, 'start' | 'middle' | 'end']> = {
  n: [0, -12, 'middle'],
  s: [0, 22, 'middle'],
  e: [11, 5, 'start'],
  w: [-11, 5, 'end'],
  ne: [8, -8, 'start'],
  nw: [-8, -8, 'end'],
  se: [8, 18, 'start'],
  sw: [-8, 18, 'end'],
};

function halo(x: number, y: number, value: string, side: Side, opts: { size: number; weight?: number; fill?: string; gap?: number }): string {
  const [dx, dy, anchor] = OFFSETS[side];
  const g = opts.gap ?? 1;
  return `<text x="${n(x + dx * g)}" y="${n(y + dy * g)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${opts.size}"${opts.weight ? ` font-weight="${opts.weight}"` : ''} fill="${opts.fill ?? palette.ink}" stroke="#ffffff" stroke-width="3.5" stroke-linejoin="round" paint-order="stroke">${escapeHtml(value)}</text>`;
}

function symbol(kind: (typeof PLACES)[PlaceKey]['kind'], x: number, y: number): string {
  switch (kind) {
    case 'capital':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="6.5" fill="#ffffff" stroke="${palette.ink}" stroke-width="1.8"/><circle cx="${n(x)}" cy="${n(y)}" r="3" fill="${palette.ink}"/>`;
    case 'mine':
      return `<g transform="translate(${n(x)} ${n(y)})"><rect x="-8" y="-8" width="16" height="16" fill="${palette.slate}"/><path d="M-5 5L5 -5M-5 -5L5 5" stroke="#ffffff" stroke-width="2.2"/></g>`;
    case 'port':
      return `<g transform="translate(${n(x)} ${n(y)})"><circle r="7" fill="#1f5a7a"/><path d="M0 -4v8M-3.5 1a3.5 3.5 0 0 0 7 0M-2.5 -2.5h5" stroke="#ffffff" stroke-width="1.5" fill="none"/></g>`;
    default:
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${kind === 'city' ? 5.5 : 4.5}" fill="${palette.ink}" stroke="#ffffff" stroke-width="1.5"/>`;
  }
}

/** The five-pointed project marker, centred on (x, y). */
export function projectMarker(x: number, y: number, r = 15): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${n(x + rr * Math.cos(a))} ${n(y + rr * Math.sin(a))}`;
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.45)}" fill="${palette.copper}" fill-opacity="0.22"/><path d="${d}Z" fill="${palette.copper}" stroke="${palette.night}" stroke-width="1.5"/>`;
}

export function basemap(view: MapView, spec: BasemapSpec): { defs: string; body: string } {
  const path = geoPath(view.projection).digits(1);
  const { frame } = view;
  let body = `<rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" fill="${SEA}"/>`;
  body += `<path d="${path(layer('land'))}" fill="${LAND}"/>`;
  body += `<path d="${path(region('subunits', spec.focus))}" fill="${FOCUS}"/>`;
  body += `<path d="${path(layer('lakes'))}" fill="${SEA}" stroke="${WATER_LINE}" stroke-width="0.7"/>`;
  body += `<path d="${path(layer('rivers'))}" fill="none" stroke="${WATER_LINE}" stroke-width="1"/>`;
  body += `<path d="${path(internalBorders())}" fill="none" stroke="#8d8172" stroke-width="1.2" stroke-dasharray="7 4"/>`;
  body += `<path d="${path(countryBorders())}" fill="none" stroke="#5f5346" stroke-width="1.8" stroke-dasharray="12 4 2 4"/>`;
  body += `<path d="${path(layer('land'))}" fill="none" stroke="${WATER_LINE}" stroke-width="1"/>`;
  body += `<path d="${path(region('subunits', spec.focus))}" fill="none" stroke="${palette.copperDark}" stroke-width="2.5" stroke-opacity="0.8"/>`;
  return { defs: '', body };
}

/** Names, places and project markers: drawn above the graticule. */
export function basemapLabels(view: MapView, spec: BasemapSpec): string {
  let body = '';
  for (const name of spec.names) {
    const [x, y] = view.projection(name.at)!;
    const size = name.size ?? (name.kind === 'water' ? 18 : 20);
    const style =
      name.kind === 'water'
        ? `font-style="italic" fill="#3f7290" letter-spacing="2"`
        : `font-weight="700" fill="${name.kind === 'country' ? '#6d6256' : '#8a7a66'}" letter-spacing="4"`;
    body += `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" ${style}>${escapeHtml(name.kind === 'water' ? name.text : name.text.toUpperCase())}</text>`;
  }
  for (const { key, side } of spec.places) {
    const place = PLACES[key];
    const [x, y] = view.projection(place.at)!;
    body += symbol(place.kind, x, y);
    body += halo(x, y, place.name, side, { size: place.kind === 'town' ? 14 : 15, weight: place.kind === 'mine' ? 700 : undefined, gap: place.kind === 'mine' ? 1.3 : 1 });
  }
  for (const project of spec.projects) {
    const [x, y] = view.projection(project.at)!;
    body += projectMarker(x, y);
    body += halo(x, y, project.label, project.side, { size: 19, weight: 700, fill: palette.copperDark, gap: 2 });
  }
  return body;
}

/** Legend entries for a location map; only the symbols it actually shows. */
export function basemapLegend(spec: BasemapSpec, projectLabel: string): LegendItem[] {
  const kinds = new Set(spec.places.map((p) => PLACES[p.key].kind));
  const items: LegendItem[] = [{ label: projectLabel, swatch: `<g transform="translate(15 9)">${projectMarker(0, 0, 9)}</g>` }];
  if (kinds.has('mine')) items.push({ label: 'Producing copper mine', swatch: symbol('mine', 15, 9) });
  if (kinds.has('capital')) items.push({ label: 'Provincial or territorial capital', swatch: symbol('capital', 15, 9) });
  if (kinds.has('city') || kinds.has('town')) items.push({ label: 'City or town', swatch: symbol('city', 15, 9) });
  if (kinds.has('port')) items.push({ label: 'Port', swatch: symbol('port', 15, 9) });
  items.push(
    { label: 'Provincial or state border', swatch: `<path d="M0 9H30" stroke="#8d8172" stroke-width="1.5" stroke-dasharray="7 4"/>` },
    { label: 'International border', swatch: `<path d="M0 9H30" stroke="#5f5346" stroke-width="2" stroke-dasharray="12 4 2 4"/>` },
    { label: 'Lake, river, sea', swatch: `<rect x="1" y="1" width="28" height="16" fill="${SEA}" stroke="${WATER_LINE}" stroke-width="1.5"/>` },
  );
  return items;
}

/** A small key map of Canada in a corner of the frame, with the main map's extent outlined. */
export function locatorInset(view: MapView, focus: string, corner: 'bl' | 'tl' | 'tr'): string {
  const { frame } = view;
  const w = 250;
  const h = 170;
  const x = corner === 'tr' ? frame.x + frame.w - w - 14 : frame.x + 14;
  const y = corner === 'bl' ? frame.y + frame.h - h - 14 : frame.y + 14;
  const inset = geoConicConformal()
    .parallels([49, 77])
    .rotate([96, 0])
    .fitExtent(
      [
        [x + 6, y + 6],
        [x + w - 6, y + h - 6],
      ],
      { type: 'MultiPoint', coordinates: [[-141, 42], [-52, 42], [-141, 70], [-60, 83], [-95, 83]] },
    )
    .clipExtent([
      [x, y],
      [x + w, y + h],
    ]);
  const path = geoPath(inset).digits(1);
  const extent: [number, number][] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    extent.push([frame.x + t * frame.w, frame.y]);
  }
  for (let i = 0; i <= 40; i++) extent.push([frame.x + frame.w, frame.y + (i / 40) * frame.h]);
  for (let i = 40; i >= 0; i--) extent.push([frame.x + (i / 40) * frame.w, frame.y + frame.h]);
  for (let i = 40; i >= 0; i--) extent.push([frame.x, frame.y + (i / 40) * frame.h]);
  const box = extent.map((p) => inset(view.projection.invert!(p) as LonLat)!);
  let body = `<g id="locator"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${SEA}" stroke="${palette.slate}" stroke-width="1.5"/>`;
  body += `<path d="${path(layer('land'))}" fill="${LAND}" stroke="${WATER_LINE}" stroke-width="0.5"/>`;
  body += `<path d="${path(region('countries', 'CAN'))}" fill="#e2d9ca"/>`;
  body += `<path d="${path(region('subunits', focus))}" fill="${FOCUS}" stroke="${palette.copperDark}" stroke-width="1"/>`;
  body += `<path d="${path(countryBorders())}" fill="none" stroke="#5f5346" stroke-width="0.8"/>`;
  body += `<path d="M${box.map(([bx, by]) => `${n(bx)} ${n(by)}`).join('L')}Z" fill="none" stroke="${palette.copper}" stroke-width="2.5"/>`;
  body += `<text x="${x + 8}" y="${y + h - 8}" font-family="${FONT}" font-size="12" font-weight="700" fill="${palette.slate}" letter-spacing="1.5">CANADA</text></g>`;
  return body;
}
