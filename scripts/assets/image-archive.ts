/**
 * The downloadable image set as a ZIP: one JPEG per catalog image at its largest width, the brand
 * files and the media kit. Entries are sorted, dated 06 May 2025 and stored (JPEGs and PNGs do not
 * deflate), so the bytes are stable. This is the archive of the drawings the build ships; the server
 * (features/media/image-archive.ts) rebuilds it from this one with the photographs uploaded since.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { IMAGES, type ImageName, widthsOf } from '../../src/shared/image-catalog.ts';
import { MEDIA_KIT_PATHS } from './media-kit.ts';

const ENTRY_DATE = new Date(Date.UTC(2025, 4, 6, 12));

export interface ArchiveEntry {
  name: string;
  file: string;
}

function folderOf(name: ImageName): string {
  if (name.startsWith('map-')) return 'maps';
  if (name.startsWith('flag-')) return 'flags';
  return name === 'presentation-cover' ? 'presentation' : 'images';
}

export function archiveEntries(publicDir: string, mediaKitDir: string): ArchiveEntry[] {
  const images = (Object.keys(IMAGES) as ImageName[]).map((name) => {
    const widths = widthsOf(name);
    const folder = folderOf(name);
    return { name: `district-copper-images/${folder}/${name}.jpg`, file: join(publicDir, 'images', `${name}-${widths[widths.length - 1]}.jpg`) };
  });
  const brand = ['logo.svg', 'favicon.svg', 'apple-touch-icon.png', 'og-image.jpg'].map((file) => ({
    name: `district-copper-images/branding/${file}`,
    file: join(publicDir, file),
  }));
  const kit = MEDIA_KIT_PATHS.map((path) => ({ name: `district-copper-images/${path}`, file: join(mediaKitDir, path) }));
  return [...images, ...brand, ...kit].sort((a, b) => a.name.localeCompare(b.name));
}

export async function writeImageArchive(entries: ArchiveEntry[], zipFile: string): Promise<{ count: number; bytes: number }> {
  // archiver stats files in parallel and adds each as its stat returns: one at a time keeps the sorted order.
  const zip = new ZipArchive({ store: true, statConcurrency: 1 });
  const out = createWriteStream(zipFile);
  zip.pipe(out);
  for (const entry of entries) zip.file(entry.file, { name: entry.name, date: ENTRY_DATE, mode: 0o644 });
  await zip.finalize();
  await finished(out);
  return { count: entries.length, bytes: zip.pointer() };
}
