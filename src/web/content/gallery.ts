import type { ImageName } from './image-catalog.ts';

export type GalleryCategory = 'Exploration Camp' | 'Landscape' | 'Core Samples' | 'Operations';

/** Gallery photo (SPEC section 3). */
export interface GalleryPhoto {
  title: string;
  project: string;
  location: string;
  description: string;
  image: ImageName;
  alt: string;
  category: GalleryCategory;
}

export const galleryPhotos: GalleryPhoto[] = [
  {
    title: 'Exploration Camp',
    project: 'Copper Keg Project',
    location: 'British Columbia',
    description: 'The field base that supports our crews through the exploration season.',
    image: 'gallery-exploration-camp',
    alt: 'Tents and equipment of an exploration camp in the forest',
    category: 'Exploration Camp',
  },
  {
    title: 'Project Landscape',
    project: 'Stony Lake Gold Project',
    location: 'Central Newfoundland',
    description: 'Lakes, bogs and forested ridges typical of the central Newfoundland terrain.',
    image: 'gallery-landscape',
    alt: 'Landscape of lakes and forested hills over the project area',
    category: 'Landscape',
  },
  {
    title: 'Core Samples',
    project: 'Eaglehead Project',
    location: 'Northern British Columbia',
    description: 'Drill core laid out in trays for logging and sampling.',
    image: 'gallery-core-samples',
    alt: 'Drill core samples laid out in core trays',
    category: 'Core Samples',
  },
  {
    title: 'Field Operations',
    project: 'Copper Keg Project',
    location: 'British Columbia',
    description: 'Exploration work under way on the property.',
    image: 'gallery-operations',
    alt: 'Drilling operations on an exploration property',
    category: 'Operations',
  },
];

/** SPEC section 9 gallery figures. */
export const galleryStats = [
  { value: '4', label: 'Active Projects' },
  { value: '2', label: 'Provinces' },
  { value: '33,227', label: 'Total Hectares' },
] as const;
