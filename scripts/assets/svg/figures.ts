/** Figures on the project pages (1600 x 1000): the same sheets as the maps at a wider aspect. */
import { IMAGES, type ImageName } from '../../../src/web/content/image-catalog.ts';
import { palette } from './kit.ts';
import { box, claimGrid, geology, line, terrain, UNITS } from './map-layers.ts';
import { locationLayer } from './map-location.ts';
import { MAPS, type MapDef, mapFigure, ON_LOCATION } from './maps.ts';
import { seeded } from '../prng.ts';

const MATACHEWAN_FACTS = ['86 cells', '1,328 hectares', '50:50 joint venture'];

const FIGURES: Partial<Record<ImageName, MapDef>> = {
  'copper-keg-geophysics': { ...MAPS['map-copper-keg-05']!, title: 'IP Chargeability Anomaly' },
  'copper-keg-rock-samples': { ...MAPS['map-copper-keg-08']!, title: 'Rock Sample Locations' },
  'copper-keg-alteration': { ...MAPS['map-copper-keg-09']!, title: 'Mapped Alteration Zones' },
  'eaglehead-gallery-3': { ...MAPS['map-eaglehead-03']!, title: 'Mineralized Zones along the Trend' },
  'matachewan-location': {
    project: 'Matachewan Gold Project',
    title: 'Project Location',
    facts: MATACHEWAN_FACTS,
    km: ON_LOCATION,
    legend: [{ label: 'Matachewan (approximate)', swatch: `<circle cx="15" cy="9" r="7" fill="${palette.copper}"/>` }],
    draw: (f) => [locationLayer(ON_LOCATION, f)],
  },
  'matachewan-geology': {
    project: 'Matachewan Gold Project',
    title: 'Geology and Structures',
    facts: MATACHEWAN_FACTS,
    km: 9,
    legend: [
      ...UNITS.map((u) => ({ label: u.label, swatch: box(u.color) })),
      { label: 'Fault / structure (inferred)', swatch: line(palette.ink, '14 6') },
      { label: 'Claim cell', swatch: box(palette.copper, palette.copperDark, ' fill-opacity="0.25"') },
    ],
    draw: (f, s) => [
      terrain(s, f, 1),
      geology(s, f),
      claimGrid(f, { cols: 11, rows: 10, count: 86, hectares: 1328, cx: 0.5, cy: 0.5, rng: seeded(`${s}-cells`), label: false }),
    ],
  },
};

export function figure(name: ImageName): string {
  return mapFigure(name, FIGURES[name]!, IMAGES[name].width, IMAGES[name].height, 'Figure');
}
