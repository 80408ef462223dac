import { type Static, Type } from '@sinclair/typebox';

/**
 * Pictures of real-world subjects the site draws until the company supplies photographs: the slots
 * a photograph uploaded in the admin (or dropped in content/photos/) can fill.
 */
export const PHOTO_SLOTS = [
  'hero-1',
  'hero-2',
  'hero-3',
  'hero-4',
  'hero-5',
  'hero-6',
  'advantage-gateway',
  'advantage-infrastructure',
  'advantage-policy',
  'project-copper-keg',
  'project-stony-lake',
  'project-eaglehead',
  'project-matachewan',
  'copper-keg-program',
  'eaglehead-gallery-1',
  'eaglehead-gallery-2',
  'gallery-exploration-camp',
  'gallery-landscape',
  'gallery-core-samples',
  'gallery-operations',
  'contact-map',
] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

export const isPhotoSlot = (name: string): name is PhotoSlot => (PHOTO_SLOTS as readonly string[]).includes(name);

/** GET /api/admin/photos lists the slots that hold an uploaded photograph; POST …/:slot answers one. */
export const SlotPhoto = Type.Object({
  slot: Type.String(),
  /** Its files are /media/{mediaId}-{width}.{webp|avif}, at every width the slot serves. */
  mediaId: Type.String(),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type SlotPhoto = Static<typeof SlotPhoto>;

export const PhotoSlotParams = Type.Object({ slot: Type.String() });

/**
 * Files of slot photographs carry this prefix: they are never deleted (a replaced one may still be named
 * by a page rendered a moment ago), so unlike uploads for releases they are served immutable.
 */
export const SLOT_PHOTO_PREFIX = 'photo-';

/** The file name of a slot's photograph at one width and format, under /media/. */
export const slotPhotoFile = (mediaId: string, width: number, format: 'webp' | 'avif') => `${SLOT_PHOTO_PREFIX}${mediaId}-${width}.${format}`;

/** The file of a slot's photograph at one width and format. */
export const slotPhotoUrl = (mediaId: string, width: number, format: 'webp' | 'avif') => `/media/${slotPhotoFile(mediaId, width, format)}`;
