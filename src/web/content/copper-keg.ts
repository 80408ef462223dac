import type { KeyFigure, ProseBlock } from './projects.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** Copper Keg, the flagship porphyry copper project: its page's texts and figures. */
export const copperKegFigures: KeyFigure[] = [
  { value: '23', label: 'Mineral claims' },
  { value: '6,628.12', label: 'Hectares' },
  { value: '~20 km', label: 'From a major copper operation' },
  { value: '2021-2024', label: 'Exploration program' },
];

export const copperKegOverview: ProseBlock = {
  id: 'overview',
  title: 'Project Overview',
  paragraphs: [
    'Copper Keg is District Copper’s flagship porphyry copper project in south-central British Columbia. The property comprises 23 mineral claims covering 6,628.12 hectares, about 20 km from a major copper operation in the Highland Valley district.',
    'Its location gives the project year-round road access, a skilled regional workforce and established power and rail infrastructure, advantages that few early-stage copper projects enjoy.',
  ],
};

export const copperKegSections: ProseBlock[] = [
  {
    id: 'program',
    title: '2021-2024 Exploration Program',
    paragraphs: [
      'Between 2021 and 2024 the Company carried out a staged program to test the property for porphyry-style copper mineralization, moving from reconnaissance to systematic surveys.',
    ],
    points: [
      'Compilation of historical data and reconnaissance prospecting',
      'Induced polarization (IP) and resistivity surveying over the core of the claims',
      'Rock sampling and geological mapping of outcrops and alteration',
      'Identification in 2024 of two mineralized zones for follow-up',
    ],
    image: { name: 'copper-keg-program', alt: 'Shaded-relief view of plateau terrain like that covered by the exploration program' },
  },
  {
    id: 'geophysics',
    title: 'Geophysical Results',
    paragraphs: [
      'The IP survey outlined chargeability anomalies of the kind that disseminated sulphides in porphyry systems commonly produce. Resistivity data help separate altered, sulphide-bearing rock from fresher host rock and point to where the system may extend at depth.',
      'These responses guided the rock sampling program and define where deeper geophysics is most likely to add value.',
    ],
    image: { name: 'copper-keg-geophysics', alt: 'Chargeability map from the Copper Keg induced polarization survey' },
  },
  {
    id: 'historical',
    title: 'Historical Exploration',
    paragraphs: [
      'The Highland Valley area has been explored for copper for decades, and earlier operators recorded copper showings and alteration in the Copper Keg area. The Company compiled this work to focus its own program on the most prospective ground.',
    ],
  },
  {
    id: 'rock-samples',
    title: 'Rock Sample Results',
    paragraphs: [
      'Rock sampling in 2024 outlined two mineralized zones on the property. Samples were collected from outcrop and float across the geophysical anomalies, and the results are being used to refine the porphyry copper model for the property.',
      'Rock grab samples are selective by nature and are not necessarily representative of the mineralization on the property.',
    ],
    image: { name: 'copper-keg-rock-samples', alt: 'Map of rock sample locations and relative copper values at Copper Keg' },
  },
  {
    id: 'geology',
    title: 'Geological Setting and Alteration',
    paragraphs: [
      'Copper Keg lies within the Quesnel terrane of south-central British Columbia, the belt of island-arc volcanic and intrusive rocks that hosts the province’s major porphyry copper deposits.',
      'Mapping concentrates on the alteration patterns that characterise porphyry systems, from potassic cores outward through phyllic to propylitic halos. How these assemblages are distributed helps locate the potential centre of a system.',
    ],
    image: { name: 'copper-keg-alteration', alt: 'Map of alteration zones mapped at Copper Keg' },
  },
];

export const copperKegFutureWork: ProseBlock = {
  id: 'future-work',
  title: 'Recommended Future Work',
  paragraphs: ['The next phase of work is designed to refine drill targets across the two mineralized zones.'],
  points: [
    'Detailed geological and alteration mapping',
    '48-element rock characterization of samples',
    'A deep-penetrating chargeability and resistivity survey',
  ],
};

/** Site search finds /projects/copper-keg by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects/copper-keg', content: [copperKegFigures, copperKegOverview, copperKegSections, copperKegFutureWork] };
