import { readFileSync } from 'node:fs';
import type { DrillProgramInput } from '../../src/shared/drilling.ts';

/** The import files geologists keep, as the example set the admin offers. */
export const DRILL_FILES = ['collars', 'surveys', 'intervals'] as const;
export type DrillFile = (typeof DRILL_FILES)[number];

/** The shipped example set (content/drilling-example), invented data. */
export const EXAMPLE_DRILL_FILES = Object.fromEntries(DRILL_FILES.map((file) => [file, readFileSync(`content/drilling-example/${file}.csv`, 'utf8')])) as Record<DrillFile, string>;

/** The example program the example set belongs to. */
export const EXAMPLE_PROGRAM: DrillProgramInput = {
  project: 'copper-keg',
  name: 'Copper Keg 2026 (example)',
  crs: 'EPSG:26910',
  elements: ['Cu', 'Au', 'Ag'],
  laboratory: { name: 'Example Laboratories Ltd.', location: 'Kamloops, BC', accreditation: 'ISO/IEC 17025', independence: 'Independent of the company' },
  methods: 'Four-acid digestion with ICP-AES finish; gold by fire assay.',
  qaqc: { standards: 'One certified standard every 20 samples', blanks: 'One blank every 20 samples', duplicates: 'One duplicate every 40 samples' },
  compositing: { cutOff: '0.2% Cu', maxInternalDilution: '6 m', topCut: 'None' },
};
