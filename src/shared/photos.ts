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

/** Where each slot's picture shows, as the admin names the slot: the page, then the place on it. */
export const SLOT_PLACES: Record<PhotoSlot, { page: string; place: string }> = {
  'hero-1': { page: 'Home', place: 'Slideshow at the top, picture 1 of 6 (the first visitors see)' },
  'hero-2': { page: 'Home', place: 'Slideshow at the top, picture 2 of 6' },
  'hero-3': { page: 'Home', place: 'Slideshow at the top, picture 3 of 6' },
  'hero-4': { page: 'Home', place: 'Slideshow at the top, picture 4 of 6' },
  'hero-5': { page: 'Home', place: 'Slideshow at the top, picture 5 of 6' },
  'hero-6': { page: 'Home', place: 'Slideshow at the top, picture 6 of 6' },
  'advantage-gateway': { page: 'Home', place: 'Competitive Advantages: Infrastructure Gateway to the U.S.' },
  'advantage-infrastructure': { page: 'Home', place: 'Competitive Advantages: Established Infrastructure' },
  'advantage-policy': { page: 'Home', place: 'Competitive Advantages: Supportive Governmental Policies' },
  'project-copper-keg': { page: 'Projects', place: 'Copper Keg project card' },
  'project-stony-lake': { page: 'Projects', place: 'Stony Lake project card' },
  'project-eaglehead': { page: 'Image archive', place: 'Eaglehead terrain (in the download only, on no page)' },
  'project-matachewan': { page: 'Image archive', place: 'Matachewan terrain (in the download only, on no page)' },
  'copper-keg-program': { page: 'Copper Keg', place: '2021-2024 Exploration Program' },
  'eaglehead-gallery-1': { page: 'Eaglehead', place: 'Gallery, picture 1: mineralized outcrop' },
  'eaglehead-gallery-2': { page: 'Eaglehead', place: 'Gallery, picture 2: historical drill core' },
  'gallery-exploration-camp': { page: 'Project Gallery', place: 'Card 1: Exploration Camp' },
  'gallery-landscape': { page: 'Project Gallery', place: 'Card 2: Landscape' },
  'gallery-core-samples': { page: 'Project Gallery', place: 'Card 3: Core Samples' },
  'gallery-operations': { page: 'Project Gallery', place: 'Card 4: Operations' },
  'contact-map': { page: 'Contact', place: 'Office location map' },
};

/** "Home · Slideshow at the top, picture 1 of 6": a slot as the IR manager knows it. */
export const slotName = (slot: PhotoSlot) => `${SLOT_PLACES[slot].page} · ${SLOT_PLACES[slot].place}`;

/** A gallery photograph's caption as stored; the gallery's categories are checked where it is written. */
export const PhotoCaption = Type.Object({
  title: Type.String(),
  description: Type.String(),
  alt: Type.String(),
  project: Type.String(),
  location: Type.String(),
  category: Type.String(),
});

/** GET /api/admin/photos lists the slots that hold an uploaded photograph, gallery additions included; POST …/:slot answers one. */
export const SlotPhoto = Type.Object({
  slot: Type.String(),
  /** Its files are /media/{mediaId}-{width}.{webp|avif}, at every width the slot serves. */
  mediaId: Type.String(),
  /** Every upload and caption edit adds one; a caption is saved with the version it was read at. */
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  /** A gallery photograph's own caption; null until written (the gallery shows the drawing meanwhile) and for other slots. */
  caption: Type.Union([PhotoCaption, Type.Null()]),
});
export type SlotPhoto = Static<typeof SlotPhoto>;

export const PhotoSlotParams = Type.Object({ slot: Type.String({ maxLength: 60 }) });

export const PHOTO_STALE = 'This photograph was changed elsewhere; reload to see the latest version';

/**
 * Files of slot photographs carry this prefix: they are never deleted (a replaced one may still be named
 * by a page rendered a moment ago), so unlike uploads for releases they are served immutable.
 */
export const SLOT_PHOTO_PREFIX = 'photo-';

/** The file name of a slot's photograph at one width and format, under /media/. */
export const slotPhotoFile = (mediaId: string, width: number, format: 'webp' | 'avif') => `${SLOT_PHOTO_PREFIX}${mediaId}-${width}.${format}`;

/** The file of a slot's photograph at one width and format. */
export const slotPhotoUrl = (mediaId: string, width: number, format: 'webp' | 'avif') => `/media/${slotPhotoFile(mediaId, width, format)}`;
