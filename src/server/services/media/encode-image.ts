import sharp, { type Metadata, type Sharp } from 'sharp';
import { UNSUPPORTED_IMAGE } from '../../../shared/media.ts';
import { HttpProblem } from '../../errors.ts';


/** Read from the file's own bytes: a declared type or a file name proves nothing. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Wider photos are scaled down: no page shows more, and it bounds the stored size. */
const MAX_WIDTH = 2400;
/** The smaller copies a srcset offers phones and narrow columns. */
export const RESPONSIVE_WIDTHS = [640, 1280] as const;
// A small file can still decode into gigabytes of pixels; refuse before decoding it.
export const MAX_PIXELS = 60_000_000;

export type MediaFormat = 'webp' | 'avif';

export interface EncodedFile {
  /** null for the full-size file, else the width it was scaled to. */
  variant: number | null;
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

export async function acceptedFormat(input: Buffer): Promise<Metadata> {
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    if (ACCEPTED_FORMATS.has(metadata.format)) return metadata;
  } catch {
    // Not an image sharp can read: same answer as an unsupported format.
  }
  throw new HttpProblem(415, UNSUPPORTED_IMAGE);
}

export function encode(image: Sharp, format: MediaFormat): Sharp {
  return format === 'webp' ? image.webp({ quality: 82 }) : image.avif({ quality: 55, effort: 2 });
}

/**
 * Decodes an upload and writes it anew: turned upright by its EXIF orientation, every metadata block
 * (EXIF with GPS, XMP, ICC comments) left behind, as WebP and AVIF at full size and smaller widths.
 */
export async function encodeImage(input: Buffer): Promise<EncodedFile[]> {
  const metadata = await acceptedFormat(input);
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
