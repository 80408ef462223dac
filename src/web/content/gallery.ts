import { SEED_GALLERY } from '../../shared/gallery.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** The figures shown above the gallery. */
export const galleryStats = [
  { value: '4', label: 'Active Projects' },
  { value: '2', label: 'Provinces' },
  { value: '33,227', label: 'Total Hectares' },
] as const;

/** Site search finds /projects/gallery by this content (see PageSearchText): the drawn scenes' captions. */
export const searchText: PageSearchText = { path: '/projects/gallery', content: [SEED_GALLERY.map(({ slot: _, ...caption }) => caption), galleryStats] };
