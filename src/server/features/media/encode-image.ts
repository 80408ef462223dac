import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_MEGAPIXELS, UNSUPPORTED_IMAGE, UPLOAD_BUSY } from '../../../shared/media.ts';
import { HttpProblem } from '../../errors.ts';
import { oneAtATime } from './one-at-a-time.ts';

/** Read from the file's own bytes: a declared type or a file name proves nothing. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Wider photos are scaled down: no page shows more, and it bounds the stored size. */
const MAX_WIDTH = 2400;
/** The smaller copies a srcset offers phones and narrow columns. */
export const RESPONSIVE_WIDTHS = [640, 1280] as const;
// A small file can still decode into gigabytes of pixels: its header is checked before decoding, and
// sharp refuses anything larger should a header lie.
export const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** Uploads waiting behind the one decoding; each holds at most 10 MB of upload meanwhile. */
const MAX_WAITING = 3;
// One decode at a time: four 60-megapixel pictures at once took the process from 388 to 912 MB.
export const decoding = oneAtATime(MAX_WAITING, UPLOAD_BUSY);

export type MediaFormat = 'webp' | 'avif';

export interface EncodedFile {
  /** null for the full-size file, else the width it was scaled to. */
  variant: number | null;
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** Reads only the header: the format from the bytes, and the size before any pixel is decoded. */
export async function acceptedImage(input: Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    // Not an image sharp can read: same answer as an unsupported format.
    throw new HttpProblem(415, UNSUPPORTED_IMAGE);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new HttpProblem(415, UNSUPPORTED_IMAGE);
  if (metadata.width * metadata.height > MAX_PIXELS) throw new HttpProblem(413, IMAGE_TOO_MANY_PIXELS);
  return metadata;
}

export function encode(image: Sharp, format: MediaFormat): Sharp {
  return format === 'webp' ? image.webp({ quality: 82 }) : image.avif({ quality: 55, effort: 2 });
}

/**
 * Decodes an upload and writes it anew: turned upright by its EXIF orientation, every metadata block
 * (EXIF with GPS, XMP, ICC comments) left behind, as WebP and AVIF at full size and smaller widths.
 * Its header is checked first; the decoding then waits its turn (one at a time, 503 when too many wait).
 */
export async function encodeImage(input: Buffer): Promise<EncodedFile[]> {
  const metadata = await acceptedImage(input);
  return decoding(() => encodeAll(input, metadata));
}

async function encodeAll(input: Buffer, metadata: Metadata): Promise<EncodedFile[]> {
  // Orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const uprightWidth = turned ? metadata.height : metadata.width;
  const fullWidth = Math.min(uprightWidth, MAX_WIDTH);
  const variants: (number | null)[] = [null, ...RESPONSIVE_WIDTHS.filter((width) => width < fullWidth)];
  const upright = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
  const files: EncodedFile[] = [];
  try {
    for (const variant of variants) {
      for (const format of ['webp', 'avif'] as const) {
        const resized = upright.clone().resize({ width: variant ?? fullWidth, withoutEnlargement: true });
        const { data, info } = await encode(resized, format).toBuffer({ resolveWithObject: true });
        files.push({ variant, format, width: info.width, height: info.height, data });
      }
    }
  } catch {
    // The header was fine but the pixels are not (truncated or corrupt file).
    throw new HttpProblem(415, `${UNSUPPORTED_IMAGE}; this file could not be read as an image`);
  }
  return files;
}
