import { type Static, Type } from '@sinclair/typebox';

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

/** The answer to POST /api/admin/images: the full-size WebP and its upright size. */
export const UploadedImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type UploadedImage = Static<typeof UploadedImage>;
