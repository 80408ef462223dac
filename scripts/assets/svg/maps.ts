/** The fifteen project maps (SPEC: Copper Keg ten, Eaglehead three, Stony Lake two), drawn to the SPEC's claim facts. */
import type { ImageName } from '../../../src/web/content/image-catalog.ts';
import { seeded } from '../prng.ts';
import { BRITISH_COLUMBIA, NEWFOUNDLAND, ONTARIO, PROJECT_SITES } from './geo.ts';
import { palette } from './kit.ts';
import {
  ALTERATION, alteration, box, claimGrid, dot, geology, type Layer, line, rampSwatch, SAMPLE_CLASSES, samples, surveyGrid, terrain, UNITS,
} from './map-layers.ts';
import { locationKm, locationLayer, type LocationSpec } from './map-location.ts';
import { type Frame, frameOf, type LegendItem, mapSheet } from './map-sheet.ts';
import { eagleheadClaims, eagleheadZones, stonyLakeProperty } from './map-properties.ts';

const CLAIMS: LegendItem = { label: 'Mineral claim', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.25"') };
const CONTOUR: LegendItem = { label: 'Topographic contour', swatch: line('#b59a7a', '', 1.5) };
const ROAD: LegendItem = { label: 'Access road', swatch: line('#8a6d55', '10 6') };
const WATER: LegendItem = { label: 'Lake / creek', swatch: box('#bcd6e3', '#7fa9c0') };
const RAMP_ITEM = (what: string): LegendItem => ({ label: `${what}: low to high`, swatch: rampSwatch() });

const KEG_FACTS = ['23 mineral claims', '6,628.12 hectares', 'About 20 km from a major copper operation'];
const EAGLE_FACTS = ['Six mineral claims', '15,956 hectares', 'Three royalty areas'];
const STONY_FACTS = ['13,625 hectares', '27 km strike length', '18 gold occurrences'];

const BC_LOCATION = (site: 'copperKeg' | 'eaglehead', label: string): LocationSpec => ({
  box: { west: -140, east: -113, south: 47.5, north: 61 },
  region: BRITISH_COLUMBIA,
  regionLabel: 'British Columbia',
  sites: [
    { at: PROJECT_SITES[site], label, main: true },
    ...(site === 'copperKeg' ? [{ at: PROJECT_SITES.highlandValley, label: 'Highland Valley', below: true }] : []),
  ],
});

const NL_LOCATION: LocationSpec = {
  box: { west: -60, east: -52, south: 46.4, north: 52 },
  region: NEWFOUNDLAND,
  regionLabel: 'Newfoundland',
  sites: [{ at: PROJECT_SITES.stonyLake, label: 'Stony Lake', main: true }],
};

export const ON_LOCATION: LocationSpec = {
  box: { west: -96, east: -73, south: 41, north: 57.5 },
  region: ONTARIO,
  regionLabel: 'Ontario',
  sites: [{ at: PROJECT_SITES.matachewan, label: 'Matachewan', main: true }],
};

type Draw = (f: Frame, seed: string) => Layer[];

export interface MapDef {
  project: string;
  title: string;
  facts: string[];
  km: number | LocationSpec;
  legend: LegendItem[];
  draw: Draw;
}

const kegClaims = (f: Frame, seed: string) =>
  claimGrid(f, { cols: 6, rows: 5, count: 23, hectares: 6628.12, cx: 0.5, cy: 0.5, rotate: 0, rng: seeded(`${seed}-claims`) });
const kegOutline = (f: Frame, seed: string) => ({ ...kegClaims(f, seed), body: kegClaims(f, seed).body.replace(/fill-opacity="0.18"/g, 'fill-opacity="0"') });

const keg = (title: string, legend: LegendItem[], draw: Draw, km = 14): MapDef => ({ project: 'Copper Keg Project', title, facts: KEG_FACTS, km, legend, draw });

export const MAPS: Partial<Record<ImageName, MapDef>> = {
  'map-copper-keg-01': keg('Property Location', [{ label: 'Copper Keg (approximate)', swatch: dot(palette.copper) }, { label: 'Copper operation', swatch: box(palette.slate) }], (f) => [locationLayer(BC_LOCATION('copperKeg', 'Copper Keg'), f)]),
  'map-copper-keg-02': keg('Claim Map', [CLAIMS, CONTOUR, ROAD, WATER], (f, s) => [terrain(s, f), kegClaims(f, s)]),
  'map-copper-keg-03': keg('Regional Geology', [...UNITS.map((u) => ({ label: u.label, swatch: box(u.color) })), { label: 'Fault (inferred)', swatch: line(palette.ink, '14 6') }, CLAIMS], (f, s) => [geology(s, f), kegOutline(f, s)], 30),
  'map-copper-keg-04': keg('Property Geology', [...UNITS.map((u) => ({ label: u.label, swatch: box(u.color) })), { label: 'Fault (inferred)', swatch: line(palette.ink, '14 6') }, CLAIMS], (f, s) => [geology(`${s}-prop`, f), kegOutline(f, s)]),
  'map-copper-keg-05': keg('IP Chargeability', [RAMP_ITEM('Chargeability'), CLAIMS], (f, s) => [surveyGrid('keg-ip', f), kegOutline(f, s)]),
  'map-copper-keg-06': keg('Resistivity', [RAMP_ITEM('Resistivity'), CLAIMS], (f, s) => [surveyGrid('keg-res', f, true), kegOutline(f, s)]),
  'map-copper-keg-07': keg('Magnetics', [RAMP_ITEM('Magnetic intensity'), CLAIMS], (f, s) => [surveyGrid('keg-mag', f), kegOutline(f, s)]),
  'map-copper-keg-08': keg('Rock Sample Results', [...SAMPLE_CLASSES.map((c, i) => ({ label: `Relative copper, class ${i + 1} of 4`, swatch: dot(c, 5 + i) })), CLAIMS], (f, s) => [terrain(s, f, 2), kegOutline(f, s), samples('keg-ip', f)]),
  'map-copper-keg-09': keg('Alteration', [...ALTERATION.map((a) => ({ label: a.label, swatch: box(a.color) })), CLAIMS], (f, s) => [terrain(s, f, 2), alteration(s, f), kegOutline(f, s)]),
  'map-copper-keg-10': keg('Proposed Work', [{ label: 'Proposed IP survey line', swatch: line(palette.copper, '12 6', 4) }, { label: 'Proposed detailed mapping', swatch: box('#2c3e50', palette.slate, ' fill-opacity="0.15"') }, CLAIMS], (f, s) => [terrain(s, f, 2), kegOutline(f, s), proposedWork(f)]),
  'map-eaglehead-01': { project: 'Eaglehead Project', title: 'Property Location', facts: EAGLE_FACTS, km: BC_LOCATION('eaglehead', 'Eaglehead'), legend: [{ label: 'Eaglehead (approximate)', swatch: dot(palette.copper) }], draw: (f) => [locationLayer(BC_LOCATION('eaglehead', 'Eaglehead'), f)] },
  'map-eaglehead-02': { project: 'Eaglehead Project', title: 'Claims and Royalty Areas', facts: EAGLE_FACTS, km: 24, legend: eagleheadClaims.legend, draw: (f, s) => [terrain(s, f, 3), eagleheadClaims.draw(f)] },
  'map-eaglehead-03': { project: 'Eaglehead Project', title: 'Mineralized Zones', facts: [...EAGLE_FACTS.slice(0, 2), 'Five zones over about 8 km'], km: 16, legend: eagleheadZones.legend, draw: (f, s) => [terrain(s, f, 3), eagleheadZones.draw(f)] },
  'map-stony-lake-01': { project: 'Stony Lake Gold Project', title: 'Property Location', facts: STONY_FACTS, km: NL_LOCATION, legend: [{ label: 'Stony Lake (approximate)', swatch: dot(palette.copper) }], draw: (f) => [locationLayer(NL_LOCATION, f)] },
  'map-stony-lake-02': { project: 'Stony Lake Gold Project', title: 'Gold Occurrences and Targets', facts: STONY_FACTS, km: 36, legend: stonyLakeProperty.legend, draw: (f, s) => [terrain(s, f, 8), stonyLakeProperty.draw(f, s)] },
};

function proposedWork(f: Frame): Layer {
  let body = `<rect x="${f.x + f.w * 0.3}" y="${f.y + f.h * 0.3}" width="${f.w * 0.4}" height="${f.h * 0.4}" fill="${palette.slate}" fill-opacity="0.15" stroke="${palette.slate}" stroke-width="2" stroke-dasharray="8 6"/>`;
  for (let i = 0; i < 8; i++) {
    const x = f.x + f.w * (0.22 + i * 0.08);
    body += `<path d="M${x} ${f.y + f.h * 0.18}V${f.y + f.h * 0.82}" stroke="${palette.copper}" stroke-width="4" stroke-dasharray="12 6"/>`;
  }
  return { defs: '', body };
}

export function mapFigure(name: ImageName, def: MapDef, width: number, height: number, figure: string): string {
  const bare = frameOf({ width, height, kmAcross: 1 });
  const kmAcross = typeof def.km === 'number' ? def.km : locationKm(def.km, bare);
  const frame = frameOf({ width, height, kmAcross });
  const layers = def.draw(frame, name);
  const content = { defs: layers.map((l) => l.defs).join(''), body: layers.map((l) => l.body).join('') };
  return mapSheet({ width, height, project: def.project, title: def.title, figure, kmAcross, facts: def.facts, legend: def.legend }, content);
}
