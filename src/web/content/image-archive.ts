import archive from '../../../.generated/image-archive.json' with { type: 'json' };
import type { PageSearchText } from '../../shared/search.ts';

/**
 * The image archive as it was built: the asset generator writes the count and size of the real ZIP,
 * so the page never states figures that differ from the download.
 */
export const imageArchive: { count: number; bytes: number } = archive;

/** Decimal units, one decimal: 49,700,000 bytes reads "49.7 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

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
