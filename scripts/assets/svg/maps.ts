/**
 * The fifteen project maps (Copper Keg ten, Eaglehead three, Stony Lake two) and the project-page
 * figures share these definitions: each names its property, whose one claim geometry every figure draws,
 * and either a regional location view or a property view at a fixed width in kilometres.
 */
import type { ImageName } from '../../../src/shared/image-catalog.ts';
import { PROPERTIES, type Property } from '../geo/properties.ts';
import { conicView, type MapView, propertyView, type RegionBox } from '../geo/view.ts';
import { type BasemapSpec, basemap, basemapLabels, basemapLegend, locatorInset } from './basemap.ts';
import { claimsLayer } from './claims.ts';
import { palette } from './kit.ts';
import {
  ALTERATION, alteration, box, dot, geology, type Layer, line, rampSwatch, SAMPLE_CLASSES, samples, surveyGrid, terrain, UNITS,
} from './map-layers.ts';
import { eagleheadClaims, eagleheadZones, stonyLakeProperty } from './map-properties.ts';
import { type Frame, frameRect, type LegendItem, mapSheet } from './map-sheet.ts';

const CLAIMS: LegendItem = { label: 'Mineral claim (outline approximate)', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.25"') };
const CONTOUR: LegendItem = { label: 'Topographic contour (schematic)', swatch: line('#b59a7a', '', 1.5) };
const ROAD: LegendItem = { label: 'Access road (schematic)', swatch: line('#8a6d55', '10 6') };
const WATER: LegendItem = { label: 'Lake / creek (schematic)', swatch: box('#bcd6e3', '#7fa9c0') };
const RAMP_ITEM = (what: string): LegendItem => ({ label: `${what}: low to high`, swatch: rampSwatch() });

const KEG_FACTS = ['23 mineral claims', '6,628.12 hectares', 'About 20 km from a major copper operation'];
const EAGLE_FACTS = ['Six mineral claims', '15,956 hectares', 'Three royalty areas'];
const STONY_FACTS = ['13,625 hectares', '27 km strike length', '18 gold occurrences'];

export interface LocationSpec {
  box: RegionBox;
  parallels: [number, number];
  basemap: BasemapSpec;
  /** Frame corner for the key map of Canada, where it hides nothing the map is about. */
  locator: 'bl' | 'tl' | 'tr';
}

type Draw = (f: Frame, seed: string, view: MapView) => Layer[];

export interface MapDef {
  project: string;
  title: string;
  facts: string[];
  property: Property;
  /** A regional location map, or a property map this many kilometres across. */
  scope: LocationSpec | { kmAcross: number };
  legend: LegendItem[];
  draw: Draw;
}

const LOCATION_NOTES = ['Base data: Natural Earth 1:50 million.', 'Project marker at an approximate position.'];
const PROPERTY_NOTES = [
  'Claim outline drawn from the stated area at an',
  'approximate position; thematic layers schematic.',
  'Refer to the technical reports on SEDAR+.',
];

const copperKegLocation = (p: Property): LocationSpec => ({
  box: { west: -128.2, east: -113.4, south: 48.0, north: 53.0 },
  parallels: [49, 52],
  locator: 'tr',
  basemap: {
    focus: 'BC',
    names: [
      { text: 'British Columbia', at: [-123.2, 52.3], kind: 'region' },
      { text: 'Alberta', at: [-114.3, 52.4], kind: 'region' },
      { text: 'Washington', at: [-120.2, 48.3], kind: 'region' },
      { text: 'Canada', at: [-116.2, 49.25], kind: 'country', size: 14 },
      { text: 'United States', at: [-116.2, 48.7], kind: 'country', size: 14 },
      { text: 'Pacific Ocean', at: [-127.2, 48.7], kind: 'water' },
      
    ],
    places: [
      { key: 'vancouver', side: 'e' },
      { key: 'victoria', side: 'w' },
      { key: 'kamloops', side: 'e' },
      { key: 'merritt', side: 'e' },
      { key: 'loganLake', side: 'e' },
      { key: 'highlandValley', side: 'sw' },
      { key: 'seattle', side: 'e' },
      { key: 'calgary', side: 'e' },
    ],
    projects: [{ at: p.centre, label: 'Copper Keg', side: 'nw' }],
  },
});

const eagleheadLocation = (p: Property): LocationSpec => ({
  box: { west: -136.5, east: -122.5, south: 55.2, north: 61.2 },
  parallels: [56, 60],
  locator: 'bl',
  basemap: {
    focus: 'BC',
    names: [
      { text: 'British Columbia', at: [-126.0, 56.6], kind: 'region' },
      { text: 'Yukon', at: [-130.0, 60.8], kind: 'region' },
      { text: 'Alaska (U.S.)', at: [-134.6, 57.6], kind: 'region', size: 16 },
      { text: 'Northwest Territories', at: [-124.2, 60.85], kind: 'region', size: 14 },
    ],
    places: [
      { key: 'deaseLake', side: 'w' },
      { key: 'whitehorse', side: 'e' },
      { key: 'smithers', side: 'e' },
      { key: 'terrace', side: 'w' },
    ],
    projects: [{ at: p.centre, label: 'Eaglehead', side: 'e' }],
  },
});

const stonyLakeLocation = (p: Property): LocationSpec => ({
  box: { west: -59.8, east: -52.4, south: 46.5, north: 51.8 },
  parallels: [47.5, 50.5],
  locator: 'tr',
  basemap: {
    focus: 'NL',
    names: [
      { text: 'Newfoundland', at: [-56.9, 48.35], kind: 'region' },
      { text: 'Atlantic Ocean', at: [-54.8, 46.7], kind: 'water' },
      { text: 'Gulf of St. Lawrence', at: [-59.4, 48.75], kind: 'water', size: 15 },
      { text: 'Labrador', at: [-56.8, 51.72], kind: 'region', size: 16 },
      { text: 'Québec', at: [-59.3, 51.05], kind: 'region', size: 14 },
      { text: 'Notre Dame Bay', at: [-55.1, 49.75], kind: 'water', size: 14 },
    ],
    places: [
      { key: 'stJohns', side: 'w' },
      { key: 'gander', side: 'e' },
      { key: 'grandFalls', side: 's' },
      { key: 'botwood', side: 'n' },
      { key: 'cornerBrook', side: 'w' },
      { key: 'deerLake', side: 'e' },
      { key: 'portAuxBasques', side: 'e' },
    ],
    projects: [{ at: p.centre, label: 'Stony Lake', side: 'sw' }],
  },
});

export const matachewanLocation = (p: Property): LocationSpec => ({
  box: { west: -85.5, east: -76.5, south: 45.6, north: 50.2 },
  parallels: [46, 49],
  locator: 'tl',
  basemap: {
    focus: 'ON',
    names: [
      { text: 'Ontario', at: [-83.4, 49.3], kind: 'region' },
      { text: 'Québec', at: [-77.6, 48.6], kind: 'region' },
      { text: 'Lake Huron', at: [-83.2, 45.75], kind: 'water', size: 15 },
    ],
    places: [
      { key: 'timmins', side: 'w' },
      { key: 'kirklandLake', side: 'e' },
      { key: 'sudbury', side: 'e' },
    ],
    projects: [{ at: p.centre, label: 'Matachewan', side: 's' }],
  },
});

const location = (project: string, property: Property, spec: LocationSpec, facts: string[], title = 'Property Location'): MapDef => ({
  project,
  title,
  facts,
  property,
  scope: spec,
  legend: basemapLegend(spec.basemap, `${property.name} (approximate location)`),
  draw: () => [],
});

const keg = PROPERTIES.copperKeg;
const kegClaims = (view: MapView) => claimsLayer(view, keg, { fill: 0.18, labels: true });
const kegOutline = (view: MapView) => claimsLayer(view, keg, { fill: 0, labels: false });
const kegMap = (title: string, legend: LegendItem[], draw: Draw, kmAcross = 16): MapDef => ({
  project: 'Copper Keg Project', title, facts: KEG_FACTS, property: keg, scope: { kmAcross }, legend, draw,
});
const GEOLOGY_LEGEND = [...UNITS.map((u) => ({ label: `${u.label} (schematic)`, swatch: box(u.color) })), { label: 'Fault (inferred)', swatch: line(palette.ink, '14 6') }, CLAIMS];

export const MAPS: Partial<Record<ImageName, MapDef>> = {
  'map-copper-keg-01': location('Copper Keg Project', keg, copperKegLocation(keg), KEG_FACTS),
  'map-copper-keg-02': kegMap('Claim Map', [CLAIMS, CONTOUR, ROAD, WATER], (f, s, v) => [terrain(s, f), kegClaims(v)]),
  'map-copper-keg-03': kegMap('Regional Geology', GEOLOGY_LEGEND, (f, s, v) => [geology(s, f), kegOutline(v)], 32),
  'map-copper-keg-04': kegMap('Property Geology', GEOLOGY_LEGEND, (f, s, v) => [geology(`${s}-prop`, f), kegOutline(v)]),
  'map-copper-keg-05': kegMap('IP Chargeability', [RAMP_ITEM('Chargeability'), CLAIMS], (f, _s, v) => [surveyGrid('keg-ip', f), kegOutline(v)]),
  'map-copper-keg-06': kegMap('Resistivity', [RAMP_ITEM('Resistivity'), CLAIMS], (f, _s, v) => [surveyGrid('keg-res', f, true), kegOutline(v)]),
  'map-copper-keg-07': kegMap('Magnetics', [RAMP_ITEM('Magnetic intensity'), CLAIMS], (f, _s, v) => [surveyGrid('keg-mag', f), kegOutline(v)]),
  'map-copper-keg-08': kegMap('Rock Sample Results', [...SAMPLE_CLASSES.map((c, i) => ({ label: `Relative copper, class ${i + 1} of 4`, swatch: dot(c, 5 + i) })), CLAIMS], (f, s, v) => [terrain(s, f, 2), kegOutline(v), samples('keg-ip', f)]),
  'map-copper-keg-09': kegMap('Alteration', [...ALTERATION.map((a) => ({ label: `${a.label} (schematic)`, swatch: box(a.color) })), CLAIMS], (f, s, v) => [terrain(s, f, 2), alteration(s, f), kegOutline(v)]),
  'map-copper-keg-10': kegMap('Proposed Work', [{ label: 'Proposed IP survey line', swatch: line(palette.copper, '12 6', 4) }, { label: 'Proposed detailed mapping', swatch: box('#2c3e50', palette.slate, ' fill-opacity="0.15"') }, CLAIMS], (f, s, v) => [terrain(s, f, 2), kegOutline(v), proposedWork(f)]),
  'map-eaglehead-01': location('Eaglehead Project', PROPERTIES.eaglehead, eagleheadLocation(PROPERTIES.eaglehead), EAGLE_FACTS),
  'map-eaglehead-02': { project: 'Eaglehead Project', title: 'Claims and Royalty Areas', facts: EAGLE_FACTS, property: PROPERTIES.eaglehead, scope: { kmAcross: 26 }, legend: eagleheadClaims.legend, draw: (f, s, v) => [terrain(s, f, 3), eagleheadClaims.draw(v)] },
  'map-eaglehead-03': { project: 'Eaglehead Project', title: 'Mineralized Zones', facts: [...EAGLE_FACTS.slice(0, 2), 'Five zones over about 8 km'], property: PROPERTIES.eaglehead, scope: { kmAcross: 20 }, legend: eagleheadZones.legend, draw: (f, s, v) => [terrain(s, f, 3), eagleheadZones.draw(f, v)] },
  'map-stony-lake-01': location('Stony Lake Gold Project', PROPERTIES.stonyLake, stonyLakeLocation(PROPERTIES.stonyLake), STONY_FACTS),
  'map-stony-lake-02': { project: 'Stony Lake Gold Project', title: 'Gold Occurrences and Targets', facts: STONY_FACTS, property: PROPERTIES.stonyLake, scope: { kmAcross: 36 }, legend: stonyLakeProperty.legend, draw: (f, s, v) => [terrain(s, f, 8), stonyLakeProperty.draw(f, s, v)] },
};

function proposedWork(f: Frame): Layer {
  let body = `<rect x="${f.x + f.w * 0.3}" y="${f.y + f.h * 0.3}" width="${f.w * 0.4}" height="${f.h * 0.4}" fill="${palette.slate}" fill-opacity="0.15" stroke="${palette.slate}" stroke-width="2" stroke-dasharray="8 6"/>`;
  for (let i = 0; i < 8; i++) {
    const x = f.x + f.w * (0.22 + i * 0.08);
    body += `<path d="M${x} ${f.y + f.h * 0.18}V${f.y + f.h * 0.82}" stroke="${palette.copper}" stroke-width="4" stroke-dasharray="12 6"/>`;
  }
  return { defs: '', body };
}

export function isLocation(scope: MapDef['scope']): scope is LocationSpec {
  return 'basemap' in scope;
}

/** The projection and frame of a map or figure of the given pixel size. */
export function viewOf(def: MapDef, width: number, height: number): MapView {
  const frame = frameRect(width, height);
  return isLocation(def.scope) ? conicView(def.scope.box, def.scope.parallels, frame) : propertyView(def.property.centre, def.scope.kmAcross, frame);
}

export function mapFigure(name: ImageName, def: MapDef, width: number, height: number, figure: string): string {
  const view = viewOf(def, width, height);
  const frame: Frame = { ...view.frame, pxPerKm: view.pxPerKm };
  const sheet = { width, height, project: def.project, title: def.title, figure, view, facts: def.facts, legend: def.legend };
  if (isLocation(def.scope)) {
    const base = basemap(view, def.scope.basemap);
    return mapSheet({ ...sheet, notes: [...LOCATION_NOTES, `Projection: ${view.projectionName}.`] }, { ...base, overlay: basemapLabels(view, def.scope.basemap) + locatorInset(view, def.scope.basemap.focus, def.scope.locator) });
  }
  const layers = def.draw(frame, name, view);
  const content = { defs: layers.map((l) => l.defs).join(''), body: layers.map((l) => l.body).join('') };
  return mapSheet({ ...sheet, notes: [...PROPERTY_NOTES, `Projection: ${view.projectionName}.`] }, content);
}

