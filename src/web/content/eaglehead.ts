import type { KeyFigure, ProjectImage, ProseBlock } from './projects.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** Eaglehead copper porphyry project, northern British Columbia: its page's texts and figures. */
export interface RoyaltyRow {
  area: string;
  nsr: string;
  buyback: string;
}

export interface MineralizationPhase {
  phase: string;
  description: string;
}

export const eagleheadFigures: KeyFigure[] = [
  { value: '6', label: 'Mineral claims' },
  { value: '15,956', label: 'Hectares' },
  { value: '5', label: 'Zones over about 8 km' },
];

export const eagleheadOverview: ProseBlock = {
  id: 'overview',
  title: 'Project Overview',
  paragraphs: [
    'Eaglehead is a copper porphyry project in northern British Columbia made up of six mineral claims covering 15,956 hectares. Five mineralized zones are known along a trend of about 8 km, giving the project district-scale potential.',
    'The purchase consideration for the property is $1.2 million plus a $212,000 bond reimbursement.',
  ],
};

/** The royalty terms kept exactly as the company words them. */
export const eagleheadRoyalties: RoyaltyRow[] = [
  { area: '11,409 ha', nsr: '2.5%', buyback: '5% purchasable for CDN 2,000,000' },
  { area: '2,130 ha', nsr: '2.0%', buyback: '—' },
  { area: '2,416 ha', nsr: '2.0%', buyback: '1.5% purchasable for CDN 1,000,000' },
];

export const eagleheadGallery: ProjectImage[] = [
  { name: 'eaglehead-gallery-1', alt: 'Texture study of a mineralized outcrop surface with copper and iron staining', caption: 'Mineralized outcrop surface' },
  { name: 'eaglehead-gallery-2', alt: 'Historical drill core from Eaglehead laid out in trays', caption: 'Historical drill core' },
  { name: 'eaglehead-gallery-3', alt: 'Map of the mineralized zones along the Eaglehead trend', caption: 'Mineralized zones along the trend' },
];

export const eagleheadGeology: ProseBlock = {
  id: 'geology',
  title: 'Geological Setting',
  paragraphs: [
    'Eaglehead lies in the Intermontane Belt of northern British Columbia, within the island-arc volcanic and intrusive rocks that host many of the province’s porphyry copper deposits.',
    'The five zones follow a structural trend of about 8 km, and the gaps between them are prime ground for testing whether they belong to one larger system.',
  ],
};

export const mineralizationIntro =
  'The zones are interpreted in terms of the overlapping phases typical of porphyry copper systems:';

export const mineralizationPhases: MineralizationPhase[] = [
  {
    phase: 'Early potassic phase',
    description: 'Biotite and potassium-feldspar alteration near the intrusive centre, with disseminated and fracture-hosted copper sulphides.',
  },
  {
    phase: 'Phyllic overprint',
    description: 'Quartz-sericite-pyrite alteration along structures, which can redistribute copper into vein-controlled zones.',
  },
  {
    phase: 'Late veining',
    description: 'Late quartz and carbonate veins that cut the earlier phases and record the waning stages of the system.',
  },
];

/** Site search finds /projects/eaglehead by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects/eaglehead', content: [eagleheadFigures, eagleheadOverview, eagleheadRoyalties, eagleheadGallery, eagleheadGeology, mineralizationIntro, mineralizationPhases] };
