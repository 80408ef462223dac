import type { KeyFigure, ProseBlock } from './projects.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** Stony Lake Gold Project, central Newfoundland: its page's texts and figures. */
export const stonyLakeFigures: KeyFigure[] = [
  { value: '25%', label: 'Interest' },
  { value: '13,625', label: 'Hectares' },
  { value: '27 km', label: 'Strike length' },
  { value: '18', label: 'Gold occurrences' },
];

export const stonyLakeSections: ProseBlock[] = [
  {
    id: 'overview',
    title: 'Project Overview',
    paragraphs: [
      'The Stony Lake Gold Project covers 13,625 hectares in central Newfoundland, in which District Copper holds a 25% interest. The property follows a 27 km strike of prospective geology that hosts 18 known gold occurrences.',
    ],
  },
  {
    id: 'regional-setting',
    title: 'Regional Setting',
    paragraphs: [
      'Central Newfoundland is one of Canada’s most active gold exploration regions. The property lies within the Newfoundland Appalachians, where gold is commonly associated with major regional fault systems and the secondary structures around them.',
    ],
  },
  {
    id: 'nearby-discoveries',
    title: 'Nearby Discoveries',
    paragraphs: [
      'Recent discoveries and development projects elsewhere in central Newfoundland have renewed attention on the region’s gold potential.',
      'Discoveries on other properties do not indicate that similar mineralization is present on the Stony Lake property.',
    ],
  },
  {
    id: 'targets',
    title: 'Exploration Targets',
    paragraphs: ['Exploration focuses on the 27 km structural corridor and the 18 gold occurrences along it.'],
    points: [
      'Extensions of the known gold occurrences along strike',
      'Structural intersections along the corridor',
      'Gaps between occurrences that have seen little systematic sampling',
    ],
  },
  {
    id: 'program-2019',
    title: '2019 Program',
    paragraphs: [
      'The 2019 field program collected 286 samples across the property to follow up known occurrences and refine targets for the next stage of work.',
    ],
  },
];

export const stonyLakeRoyalty = {
  title: 'Tiered Royalty',
  intro: 'The property carries a net smelter return royalty that steps up with the gold price:',
  tiers: [
    { condition: 'Gold at US$2,000/oz or less', rate: '2.0%' },
    { condition: 'Gold above US$2,000/oz', rate: '3.0%' },
  ],
} as const;

/** Site search finds /projects/stony-lake by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects/stony-lake', content: [stonyLakeFigures, stonyLakeSections, stonyLakeRoyalty] };
