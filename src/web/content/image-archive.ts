import archive from '../../../.generated/image-archive.json' with { type: 'json' };
import type { PageSearchText } from '../../shared/search.ts';

/**
 * The image archive as it was built: the asset generator writes the count and size of the real ZIP,
 * so the page never states figures that differ from the download.
 */
export const imageArchive: { count: number; bytes: number } = archive;


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

/** Site search finds /download-images by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/download-images', content: [archiveContents] };
