import type { ImageName } from '../../shared/image-catalog.ts';
import type { PageSearchText } from '../../shared/search.ts';

export type GalleryCategory = 'Exploration Camp' | 'Landscape' | 'Core Samples' | 'Operations';

/** Gallery card: a drawn illustration until the company supplies the photograph (see content/photos). */
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
    description: 'The forested plateau and lakes around the field base that supports our crews through the exploration season.',
    image: 'gallery-exploration-camp',
    alt: 'Shaded-relief aerial view of forested plateau and lakes',
    category: 'Exploration Camp',
  },
  {
    title: 'Project Landscape',
    project: 'Stony Lake Gold Project',
    location: 'Central Newfoundland',
    description: 'Lakes, bogs and forested ridges typical of the central Newfoundland terrain.',
    image: 'gallery-landscape',
    alt: 'Shaded-relief aerial view of rolling ground, bogs and ponds',
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
    description: 'Outcrop mapping and sampling: a rock surface stained green by copper minerals and rust-brown by iron oxides.',
    image: 'gallery-operations',
    alt: 'Close view of an outcrop surface with green copper and rust-brown iron staining',
    category: 'Operations',
  },
];

/** The figures shown above the gallery. */
export const galleryStats = [
  { value: '4', label: 'Active Projects' },
  { value: '2', label: 'Provinces' },
  { value: '33,227', label: 'Total Hectares' },
] as const;

/** Site search finds /projects/gallery by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects/gallery', content: [galleryPhotos, galleryStats] };
