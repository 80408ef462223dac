import type { ImageArchiveFigures } from '../../shared/image-catalog.ts';
import type { PageSearchText } from '../../shared/search.ts';

export const archiveContents = [
  'Project maps and technical charts',
  'Geological surveys and core samples',
  'Field work photography',
  'Location and regional maps',
  'Company logos and branding',
  'Flag backgrounds',
  'Copper industry imagery',
  'Presentation materials',
] as const;

const PRESENTATION_MATERIALS: (typeof archiveContents)[number] = 'Presentation materials';

/** What the archive served holds: its presentation materials only while they are the current presentation's. */
export function contentsOf(archive: Pick<ImageArchiveFigures, 'presentation'>): readonly string[] {
  return archive.presentation ? archiveContents : archiveContents.filter((item) => item !== PRESENTATION_MATERIALS);
}

/** Site search finds /download-images by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/download-images', content: [archiveContents] };
