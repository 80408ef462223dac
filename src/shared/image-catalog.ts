import { PRESENTATION_PATH } from './documents.ts';
import { slotPhotoUrl } from './photos.ts';

/**
 * Every picture the site shows, drawn from code by scripts/generate-assets. The generator renders
 * each name at the widths listed in IMAGE_WIDTHS (never wider than the intrinsic width) as AVIF, WebP
 * and JPEG under /images/{name}-{width}.{ext}. Width and height here are the intrinsic size, so pages
 * reserve the right space before the image loads.
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const;

export const IMAGES = {
  'hero-1': { width: 1920, height: 1080, subject: 'Ridgelines of the Highland Valley at dawn' },
  'hero-2': { width: 1920, height: 1080, subject: 'Benches of an open-pit copper mine' },
  'hero-3': { width: 1920, height: 1080, subject: 'Drill core laid out in core trays' },
  'hero-4': { width: 1920, height: 1080, subject: 'Topographic contours over the district' },
  'hero-5': { width: 1920, height: 1080, subject: 'A drill rig lit at night' },
  'hero-6': { width: 1920, height: 1080, subject: 'Aerial view of forest and lakes' },
  'advantage-gateway': { width: 1200, height: 800, subject: 'Rail line and highway leading south to the U.S. border' },
  'advantage-infrastructure': { width: 1200, height: 800, subject: 'Power lines, roads and a port' },
  'advantage-policy': { width: 1200, height: 800, subject: 'Government building with Canadian and U.S. flags' },
  'advantage-stability': { width: 1200, height: 800, subject: 'Map of North America with Canada highlighted' },
  'flag-canada': { width: 300, height: 150, subject: 'Flag of Canada' },
  'flag-usa': { width: 285, height: 150, subject: 'Flag of the United States' },
  'flag-eu': { width: 225, height: 150, subject: 'Flag of the European Union' },
  'project-copper-keg': { width: 1600, height: 1000, subject: 'Shaded relief of plateau terrain, British Columbia (illustration)' },
  'project-stony-lake': { width: 1600, height: 1000, subject: 'Shaded relief of barrens and ponds, central Newfoundland (illustration)' },
  'project-eaglehead': { width: 1600, height: 1000, subject: 'Shaded relief of mountain terrain, northern British Columbia (illustration)' },
  'project-matachewan': { width: 1600, height: 1000, subject: 'Shaded relief of lake-dotted shield terrain, Ontario (illustration)' },
  'copper-keg-geophysics': { width: 1600, height: 1000, subject: 'Chargeability anomaly from the Copper Keg IP survey' },
  'copper-keg-rock-samples': { width: 1600, height: 1000, subject: 'Rock sample locations and copper values at Copper Keg' },
  'copper-keg-alteration': { width: 1600, height: 1000, subject: 'Alteration zones mapped at Copper Keg' },
  'copper-keg-program': { width: 1600, height: 1000, subject: 'Shaded relief of the kind of terrain the Copper Keg program covered (illustration)' },
  'eaglehead-gallery-1': { width: 1600, height: 1000, subject: 'Texture study of a mineralized outcrop surface (illustration)' },
  'eaglehead-gallery-2': { width: 1600, height: 1000, subject: 'Historical drill core from Eaglehead' },
  'eaglehead-gallery-3': { width: 1600, height: 1000, subject: 'Mineralized zones along the Eaglehead trend' },
  'matachewan-location': { width: 1600, height: 1000, subject: 'Location of the Matachewan project in Ontario' },
  'matachewan-geology': { width: 1600, height: 1000, subject: 'Geology and structures of the Matachewan project' },
  'gallery-exploration-camp': { width: 1600, height: 1067, subject: 'Shaded relief of forested plateau and lakes (illustration)' },
  'gallery-landscape': { width: 1600, height: 1067, subject: 'Shaded relief of rolling ground, bogs and ponds (illustration)' },
  'gallery-core-samples': { width: 1600, height: 1067, subject: 'Core samples in trays' },
  'gallery-operations': { width: 1600, height: 1067, subject: 'Outcrop surface with copper and iron staining (illustration)' },
  'presentation-cover': { width: 1600, height: 900, subject: 'Cover of the corporate presentation' },
  'contact-map': { width: 1600, height: 900, subject: 'Map of the corporate office location in downtown Vancouver' },
  'map-copper-keg-01': { width: 1600, height: 1200, subject: 'Copper Keg property location' },
  'map-copper-keg-02': { width: 1600, height: 1200, subject: 'Copper Keg claim map' },
  'map-copper-keg-03': { width: 1600, height: 1200, subject: 'Copper Keg regional geology' },
  'map-copper-keg-04': { width: 1600, height: 1200, subject: 'Copper Keg property geology' },
  'map-copper-keg-05': { width: 1600, height: 1200, subject: 'Copper Keg IP chargeability' },
  'map-copper-keg-06': { width: 1600, height: 1200, subject: 'Copper Keg resistivity' },
  'map-copper-keg-07': { width: 1600, height: 1200, subject: 'Copper Keg magnetics' },
  'map-copper-keg-08': { width: 1600, height: 1200, subject: 'Copper Keg rock sample results' },
  'map-copper-keg-09': { width: 1600, height: 1200, subject: 'Copper Keg alteration' },
  'map-copper-keg-10': { width: 1600, height: 1200, subject: 'Copper Keg proposed work' },
  'map-eaglehead-01': { width: 1600, height: 1200, subject: 'Eaglehead property location' },
  'map-eaglehead-02': { width: 1600, height: 1200, subject: 'Eaglehead claims and royalty areas' },
  'map-eaglehead-03': { width: 1600, height: 1200, subject: 'Eaglehead mineralized zones' },
  'map-stony-lake-01': { width: 1600, height: 1200, subject: 'Stony Lake property location' },
  'map-stony-lake-02': { width: 1600, height: 1200, subject: 'Stony Lake gold occurrences and targets' },
} as const satisfies Record<string, { width: number; height: number; subject: string }>;

export type ImageName = keyof typeof IMAGES;

/** The widths actually rendered for an image. */
export function widthsOf(name: ImageName): number[] {
  const intrinsic = IMAGES[name].width;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < intrinsic);
  widths.push(Math.min(intrinsic, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]));
  return [...new Set(widths)];
}

export function imageUrl(name: ImageName, width: number, ext: 'avif' | 'webp' | 'jpg'): string {
  return `/images/${name}-${width}.${ext}`;
}

/** A srcset of every rendered width of an image in one format. */
export function imageSrcSet(name: ImageName, ext: 'avif' | 'webp' | 'jpg'): string {
  return widthsOf(name)
    .map((w) => `${imageUrl(name, w, ext)} ${w}w`)
    .join(', ');
}

/** A srcset of the photograph uploaded for an image's slot: the same widths, WebP and AVIF only. */
export function photoSrcSet(name: ImageName, mediaId: string, ext: 'avif' | 'webp'): string {
  return widthsOf(name)
    .map((w) => `${slotPhotoUrl(mediaId, w, ext)} ${w}w`)
    .join(', ');
}

/** The largest JPEG: what "open full size" and map downloads point to. */
export function fullSizeUrl(name: ImageName): string {
  const widths = widthsOf(name);
  return imageUrl(name, widths[widths.length - 1]!, 'jpg');
}

/**
 * The drawn presentation cover shows the presentation the site was built with, imported into the library
 * at the address it keeps: it stands for the current presentation only while that one is current.
 */
export const drawsPresentation = (url: string) => url === PRESENTATION_PATH;

/** The image ZIP the site serves, as the Download Images page states it. */
export interface ImageArchiveFigures {
  /** Files in the archive. */
  count: number;
  bytes: number;
  /** Whether it holds presentation materials (the drawn covers, while their presentation is current). */
  presentation: boolean;
}
