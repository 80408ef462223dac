import sharp from 'sharp';
import { UNSUPPORTED_IMAGE } from '../../../shared/media.ts';
import { HttpProblem } from '../../errors.ts';
import { acceptedImage, decoding, type EncodedFile, encode, MAX_PIXELS } from './encode-image.ts';

export interface SlotSize {
  /** The drawing's intrinsic size: the photograph is cropped to its proportions (centre crop). */
  width: number;
  height: number;
  /** Every width the slot's srcset offers. */
  widths: readonly number[];
}

/**
 * A photograph for an image slot, written anew as the drawing it replaces is served: upright, cropped to
 * the slot's proportions, at each of its widths, in WebP and AVIF, with every metadata block left behind.
 */
export async function encodeSlotPhoto(input: Buffer, size: SlotSize): Promise<EncodedFile[]> {
  await acceptedImage(input);
  // Decoded in turn with article uploads: one picture in memory at a time.
  return decoding(() => encodeCropped(input, size));
}

async function encodeCropped(input: Buffer, size: SlotSize): Promise<EncodedFile[]> {
  const upright = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
  const files: EncodedFile[] = [];
  try {
    for (const width of size.widths) {
      const height = Math.round((width * size.height) / size.width);
      for (const format of ['webp', 'avif'] as const) {
        const resized = upright.clone().resize({ width, height, fit: 'cover', position: 'centre' });
        const { data, info } = await encode(resized, format).toBuffer({ resolveWithObject: true });
        files.push({ variant: width, format, width: info.width, height: info.height, data });
      }
    }
  } catch {
    throw new HttpProblem(415, `${UNSUPPORTED_IMAGE}; this file could not be read as an image`);
  }
  return files;
}
