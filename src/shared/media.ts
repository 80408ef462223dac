import { type Static, Type } from '@sinclair/typebox';
import { messages } from './validation.ts';

/** Image uploads: the limits and answers the server enforces and the admin form checks first. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG and WebP images can be uploaded';
export const IMAGE_TOO_LARGE = 'Images can be at most 10 MB';
/** A small file can still hold a huge picture; this many pixels decode in about a second. */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const IMAGE_TOO_MANY_PIXELS = `Images can be at most ${MAX_IMAGE_MEGAPIXELS} megapixels (for example 8000 × 5000 pixels)`;
export const ONE_IMAGE_PER_UPLOAD = 'Upload one image at a time';
export const UPLOAD_BUSY = 'Other images are being processed. Try again in a few seconds.';

/** An upload as GET /api/admin/media lists it, with the releases whose body or featured image use it. */
export const MediaUse = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), public: Type.Boolean(), trashed: Type.Boolean() });
export const MediaItem = Type.Object({
  id: Type.String(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer(),
  createdAt: Type.String(),
  usedBy: Type.Array(MediaUse),
});
export type MediaItem = Static<typeof MediaItem>;
export const MediaList = Type.Array(MediaItem);
export const MediaIdParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    ...messages({ label: 'Image id', pattern: 'Image id must be the id of an upload' }),
  }),
});
export const MEDIA_NOT_FOUND = 'Image not found';
export const mediaInUse = (title: string) => `This image is shown by the public release "${title}". Remove it from the release, or unpublish the release, first.`;

/** The answer to POST /api/admin/images: the full-size WebP and its upright size. */
export const UploadedImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type UploadedImage = Static<typeof UploadedImage>;
