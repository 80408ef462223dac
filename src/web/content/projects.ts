import type { ImageName } from '../../shared/image-catalog.ts';
import type { PageSearchText } from '../../shared/search.ts';
import { copperFacts } from './copper-facts.ts';

/** Building blocks shared by the project content modules. */
export interface ProjectImage {
  name: ImageName;
  alt: string;
  caption?: string;
}

export interface KeyFigure {
  value: string;
  label: string;
}

/** A titled block of prose with optional bullet points and an optional figure beside it. */
export interface ProseBlock {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
  image?: ProjectImage;
}

export interface ProjectSummary {
  slug: string;
  name: string;
  province: string;
  href: string;
  image: ProjectImage;
  summary: string;
  figures: KeyFigure[];
}

/** The projects hero states an earlier share count than the Investors pages; each page keeps the figure it publishes. */
export const PROJECTS_HERO_SHARES = 21_294_161;
export const PROJECTS_HERO_FALLBACK_MARKET_CAP = 6.4;

/** The two projects the overview features: Copper Keg and Stony Lake. */
export const featuredProjects: ProjectSummary[] = [
  {
    slug: 'copper-keg',
    name: 'Copper Keg Project',
    province: 'British Columbia',
    href: '/projects/copper-keg',
    image: { name: 'project-copper-keg', alt: 'Shaded-relief view of forested plateau terrain in British Columbia' },
    summary:
      'Our flagship porphyry copper project, about 20 km from a major copper operation in one of Canada’s most productive copper districts.',
    figures: [
      { value: '23', label: 'Mineral claims' },
      { value: '6,628.12', label: 'Hectares' },
    ],
  },
  {
    slug: 'stony-lake',
    name: 'Stony Lake Gold Project',
    province: 'Newfoundland',
    href: '/projects/stony-lake',
    image: { name: 'project-stony-lake', alt: 'Shaded-relief view of barrens and ponds in central Newfoundland' },
    summary:
      'A district-scale gold property in central Newfoundland with 18 known gold occurrences along a 27 km strike.',
    figures: [
      { value: '13,625', label: 'Hectares' },
      { value: '18', label: 'Gold occurrences' },
    ],
  },
];

/** The other properties, linked from the overview so every project page is reachable. */
export const otherProjects = [
  { name: 'Eaglehead Project', href: '/projects/eaglehead', note: 'Copper porphyry, British Columbia' },
  { name: 'Matachewan Gold Project', href: '/projects/matachewan', note: 'Gold joint venture, Ontario' },
] as const;

/** Standard NI 43-101 caution wherever exploration targets are described. */
export const CONCEPTUAL_TARGET_NOTE =
  'Exploration targets are conceptual in nature. There has been insufficient exploration to define a mineral resource, and it is uncertain whether further exploration will result in the targets being delineated as a mineral resource.';

/** Caution for results reported by earlier operators. */
export const HISTORICAL_DATA_NOTE =
  'Historical information was reported by previous operators and has not been independently verified by the Company’s Qualified Person; it should not be relied upon.';

/** Site search finds /projects by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects', content: [featuredProjects, otherProjects, copperFacts] };
