import { type Static, Type } from '@sinclair/typebox';
import { Text } from './contact-formats.ts';
import { IMAGES, type ImageName, widthsOf } from './image-catalog.ts';
import { LiteralUnion } from './schema-types.ts';
import { messages } from './validation.ts';

/** The Project Gallery's categories, as the spec names them. */
export const GALLERY_CATEGORIES = ['Exploration Camp', 'Landscape', 'Core Samples', 'Operations'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** What a gallery card says about its picture: the caption (title and text), where it was taken, and its alt text. */
export interface GalleryCaption {
  title: string;
  description: string;
  alt: string;
  project: string;
  location: string;
  category: GalleryCategory;
}

/** The gallery's four drawn scenes, each with the caption of its drawing, shown until a photograph with its own caption replaces it. */
export const SEED_GALLERY = [
  {
    slot: 'gallery-exploration-camp',
    title: 'Exploration Camp',
    project: 'Copper Keg Project',
    location: 'British Columbia',
    description: 'The forested plateau and lakes around the field base that supports our crews through the exploration season.',
    alt: 'Shaded-relief aerial view of forested plateau and lakes',
    category: 'Exploration Camp',
  },
  {
    slot: 'gallery-landscape',
    title: 'Project Landscape',
    project: 'Stony Lake Gold Project',
    location: 'Central Newfoundland',
    description: 'Lakes, bogs and forested ridges typical of the central Newfoundland terrain.',
    alt: 'Shaded-relief aerial view of rolling ground, bogs and ponds',
    category: 'Landscape',
  },
  {
    slot: 'gallery-core-samples',
    title: 'Core Samples',
    project: 'Eaglehead Project',
    location: 'Northern British Columbia',
    description: 'Drill core laid out in trays for logging and sampling.',
    alt: 'Drill core samples laid out in core trays',
    category: 'Core Samples',
  },
  {
    slot: 'gallery-operations',
    title: 'Field Operations',
    project: 'Copper Keg Project',
    location: 'British Columbia',
    description: 'Outcrop mapping and sampling: a rock surface stained green by copper minerals and rust-brown by iron oxides.',
    alt: 'Close view of an outcrop surface with green copper and rust-brown iron staining',
    category: 'Operations',
  },
] as const satisfies readonly (GalleryCaption & { slot: ImageName })[];

export type GallerySlot = (typeof SEED_GALLERY)[number]['slot'];
export const isSeedGallerySlot = (slot: string): slot is GallerySlot => SEED_GALLERY.some((seed) => seed.slot === slot);

/** Photographs added to the gallery beyond its drawn scenes are named so; they have no drawing behind them. */
const ADDED = /^gallery-photo-[0-9a-f]{8}$/;
export const addedGallerySlot = (id: string) => `gallery-photo-${id}`;
export const isAddedGallerySlot = (slot: string) => ADDED.test(slot);
export const isGallerySlot = (slot: string) => isSeedGallerySlot(slot) || isAddedGallerySlot(slot);

/** Every gallery photograph is cropped and served as the gallery's drawings are (3:2, at their widths). */
export const GALLERY_SHAPE = { width: IMAGES['gallery-landscape'].width, height: IMAGES['gallery-landscape'].height, widths: widthsOf('gallery-landscape') };

/** The most photographs the gallery holds, drawn scenes included: a page of cards, not an archive. */
export const MAX_GALLERY_PHOTOS = 40;
export const GALLERY_FULL = `The gallery holds at most ${MAX_GALLERY_PHOTOS} photographs; remove one first`;

export const CAPTION_LIMITS = { title: 120, description: 500, alt: 300, project: 120, location: 120 } as const;

/** PUT /api/admin/photos/:slot: a gallery photograph's caption, with the version it was read at. */
export const PhotoCaptionInput = Type.Object(
  {
    title: Text('Title', CAPTION_LIMITS.title),
    description: Type.String({ maxLength: CAPTION_LIMITS.description, ...messages({ label: 'Caption' }) }),
    alt: Text('Description for screen readers', CAPTION_LIMITS.alt),
    project: Type.String({ maxLength: CAPTION_LIMITS.project, ...messages({ label: 'Project' }) }),
    location: Type.String({ maxLength: CAPTION_LIMITS.location, ...messages({ label: 'Location' }) }),
    category: LiteralUnion(GALLERY_CATEGORIES, messages({ label: 'Category', invalid: `Category must be one of: ${GALLERY_CATEGORIES.join(', ')}` })),
    version: Type.Integer({ minimum: 1, ...messages({ label: 'Version', invalid: 'Version must be a whole number' }) }),
  },
  { additionalProperties: false },
);
export type PhotoCaptionInput = Static<typeof PhotoCaptionInput>;

/** A gallery card as the page shows it: a drawn scene with its drawing's caption, or a photograph (media id) with its own. */
export type GalleryCard = GalleryCaption & ({ slot: GallerySlot; mediaId: null } | { slot: string; mediaId: string });

/** The photographs the gallery shows, as pages receive them: only those whose caption has been written for them. */
export interface GalleryPhoto extends GalleryCaption {
  slot: string;
  mediaId: string;
}

/** The drawn scenes, each replaced by its captioned photograph, then the photographs added, in the order given. */
export function galleryCards(photos: readonly GalleryPhoto[]): GalleryCard[] {
  const bySlot = new Map(photos.map((photo) => [photo.slot, photo]));
  return [
    ...SEED_GALLERY.map(({ slot, ...caption }): GalleryCard => bySlot.get(slot) ?? { ...caption, slot, mediaId: null }),
    ...photos.filter((photo) => isAddedGallerySlot(photo.slot)),
  ];
}
