/**
 * The claim blocks of the four properties, each defined once in longitude/latitude (WGS 84) and drawn
 * by every figure of that property. Sizes come from the stated hectares; the centres are approximate
 * (the company's filed claim maps are authoritative) and every figure says so.
 */
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { seeded } from '../prng.ts';
import { rectangle } from './local-plane.ts';
import type { LonLat } from './places.ts';

export interface Claim {
  /** The label drawn on the map (claim number or royalty-area name). */
  label: string;
  /** Which royalty or tenure group the claim belongs to, for colouring. */
  group: string;
  ring: LonLat[];
}

export interface Property {
  key: PropertyKey;
  name: string;
  /** Approximate centre, where location maps put the project marker. */
  centre: LonLat;
  /** What the company states, for tests and legends. */
  statedHectares: number;
  claims: Claim[];
  /** Bearing of the long axis (degrees from north), for drawings aligned with the trend. */
  trendBearing: number;
}

export type PropertyKey = 'copperKeg' | 'stonyLake' | 'eaglehead' | 'matachewan';

/** `count` equal square cells of a cols x rows grid, those nearest its middle (with a seeded jitter). */
function cellBlock(centre: LonLat, opts: { cols: number; rows: number; count: number; hectares: number; seed: string; group: string }): Claim[] {
  const side = Math.sqrt(opts.hectares / 100 / opts.count);
  const rng = seeded(opts.seed);
  const slots: { c: number; r: number; d: number }[] = [];
  for (let r = 0; r < opts.rows; r++) {
    for (let c = 0; c < opts.cols; c++) slots.push({ c, r, d: Math.hypot(c - (opts.cols - 1) / 2, r - (opts.rows - 1) / 2) + rng() * 0.8 });
  }
  const kept = slots
    .sort((a, b) => a.d - b.d)
    .slice(0, opts.count)
    .sort((a, b) => a.r - b.r || a.c - b.c);
  const west = (-opts.cols * side) / 2;
  const north = (opts.rows * side) / 2;
  return kept.map((s, i) => ({ label: String(i + 1), group: opts.group, ring: rectangle(centre, west + s.c * side, north - s.r * side, side, side) }));
}

const COPPER_KEG_CENTRE: LonLat = [-121.0, 50.7];
const STONY_LAKE_CENTRE: LonLat = [-55.9, 48.7];
const EAGLEHEAD_CENTRE: LonLat = [-129.3, 58.5];
const MATACHEWAN_CENTRE: LonLat = [-80.55, 47.97];

/** Eaglehead's royalty areas: four claims under the 2.5% NSR, one under each 2.0% NSR. */
export const EAGLEHEAD_ROYALTIES = [
  { group: '2.5% NSR', hectares: 11409 },
  { group: '2.0% NSR (A)', hectares: 2130 },
  { group: '2.0% NSR (B)', hectares: 2416 },
] as const;

function eagleheadClaims(): Claim[] {
  const [main, a, b] = EAGLEHEAD_ROYALTIES;
  const side = Math.sqrt(main.hectares / 100 / 4);
  const top = (2 * side + Math.max(a.hectares, b.hectares) / 100 / side) / 2;
  const claims: Claim[] = [];
  for (let i = 0; i < 4; i++) {
    claims.push({ label: `Claim ${i + 1}`, group: main.group, ring: rectangle(EAGLEHEAD_CENTRE, -side + (i % 2) * side, top - Math.floor(i / 2) * side, side, side) });
  }
  claims.push({ label: 'Claim 5', group: a.group, ring: rectangle(EAGLEHEAD_CENTRE, -side, top - 2 * side, side, a.hectares / 100 / side) });
  claims.push({ label: 'Claim 6', group: b.group, ring: rectangle(EAGLEHEAD_CENTRE, 0, top - 2 * side, side, b.hectares / 100 / side) });
  return claims;
}

const STONY_BLOCKS = 9;
const STONY_STRIKE_KM = 27;
const STONY_BEARING = 52;

function stonyLakeClaims(): Claim[] {
  const along = STONY_STRIKE_KM / STONY_BLOCKS;
  const across = 13625 / 100 / STONY_STRIKE_KM;
  return Array.from({ length: STONY_BLOCKS }, (_, i) => ({
    label: `Block ${i + 1}`,
    group: 'Stony Lake',
    ring: rectangle(STONY_LAKE_CENTRE, -STONY_STRIKE_KM / 2 + i * along, across / 2, along, across, STONY_BEARING - 90),
  }));
}

export const PROPERTIES: Record<PropertyKey, Property> = {
  copperKeg: {
    key: 'copperKeg',
    name: 'Copper Keg',
    centre: COPPER_KEG_CENTRE,
    statedHectares: 6628.12,
    claims: cellBlock(COPPER_KEG_CENTRE, { cols: 6, rows: 5, count: 23, hectares: 6628.12, seed: 'copper-keg-claims', group: 'Mineral claim' }),
    trendBearing: 0,
  },
  stonyLake: {
    key: 'stonyLake',
    name: 'Stony Lake',
    centre: STONY_LAKE_CENTRE,
    statedHectares: 13625,
    claims: stonyLakeClaims(),
    trendBearing: STONY_BEARING,
  },
  eaglehead: {
    key: 'eaglehead',
    name: 'Eaglehead',
    centre: EAGLEHEAD_CENTRE,
    statedHectares: 15956,
    claims: eagleheadClaims(),
    trendBearing: 58,
  },
  matachewan: {
    key: 'matachewan',
    name: 'Matachewan',
    centre: MATACHEWAN_CENTRE,
    statedHectares: 1328,
    claims: cellBlock(MATACHEWAN_CENTRE, { cols: 11, rows: 10, count: 86, hectares: 1328, seed: 'matachewan-cells', group: 'Claim cell' }),
    trendBearing: 0,
  },
};

export function claimFeatures(property: Property): FeatureCollection<Polygon, { label: string; group: string }> {
  return {
    type: 'FeatureCollection',
    features: property.claims.map(
      (c): Feature<Polygon, { label: string; group: string }> => ({ type: 'Feature', properties: { label: c.label, group: c.group }, geometry: { type: 'Polygon', coordinates: [c.ring] } }),
    ),
  };
}
