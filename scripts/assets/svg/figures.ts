/** Figures on the project pages (1600 x 1000): the same sheets as the maps at a wider aspect. */
import { IMAGES, type ImageName } from '../../../src/shared/image-catalog.ts';
import { PROPERTIES } from '../geo/properties.ts';
import { basemapLegend } from './basemap.ts';
import { claimsLayer } from './claims.ts';
import { palette } from './kit.ts';
import { box, geology, line, terrain, UNITS } from './map-layers.ts';
import { MAPS, type MapDef, mapFigure, matachewanLocation } from './maps.ts';

const MATACHEWAN_FACTS = ['86 cells', '1,328 hectares', '50:50 joint venture'];
const MATACHEWAN = PROPERTIES.matachewan;
const MATACHEWAN_LOCATION = matachewanLocation(MATACHEWAN);

export const FIGURES: Partial<Record<ImageName, MapDef>> = {
  'copper-keg-geophysics': { ...MAPS['map-copper-keg-05']!, title: 'IP Chargeability Anomaly' },
  'copper-keg-rock-samples': { ...MAPS['map-copper-keg-08']!, title: 'Rock Sample Locations' },
  'copper-keg-alteration': { ...MAPS['map-copper-keg-09']!, title: 'Mapped Alteration Zones' },
  'eaglehead-gallery-3': { ...MAPS['map-eaglehead-03']!, title: 'Mineralized Zones along the Trend' },
  'matachewan-location': {
    project: 'Matachewan Gold Project',
    title: 'Project Location',
    facts: MATACHEWAN_FACTS,
    property: MATACHEWAN,
    scope: MATACHEWAN_LOCATION,
    legend: basemapLegend(MATACHEWAN_LOCATION.basemap, 'Matachewan (approximate location)'),
    draw: () => [],
  },
  'matachewan-geology': {
    project: 'Matachewan Gold Project',
    title: 'Geology and Structures',
    facts: MATACHEWAN_FACTS,
    property: MATACHEWAN,
    scope: { kmAcross: 9 },
    legend: [
      ...UNITS.map((u) => ({ label: `${u.label} (schematic)`, swatch: box(u.color) })),
      { label: 'Fault / structure (inferred)', swatch: line(palette.ink, '14 6') },
      { label: 'Claim cell (outline approximate)', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.25"') },
    ],
    draw: (f, s, v) => [terrain(s, f, 1), geology(s, f), claimsLayer(v, MATACHEWAN, { fill: 0.18, labels: false })],
  },
};

export function figure(name: ImageName): string {
  return mapFigure(name, FIGURES[name]!, IMAGES[name].width, IMAGES[name].height, 'Figure');
}
