/**
 * Renders each catalog image once at its largest width, then encodes every width as AVIF, WebP and
 * JPEG. A company photo in content/photos/{name}.{jpg,jpeg,png,webp} replaces the drawing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGES, type ImageName, imageUrl, widthsOf } from '../../src/shared/image-catalog.ts';
import { sha } from './cache.ts';

/**
 * Tuned so phone-width files stay far below 250 KB and a cold run of all images fits the time budget.
 * AVIF was three quarters of a cold run. Effort 1 rather than 2: measured on a 1600 px photograph, 3.6 s
 * against 5.1 s and 143 KB against 148 KB; on a 1200 px drawing, 0.75 s against 1.7 s and 14.8 KB against
 * 14.2 KB. Effort 0 halves the time again but makes the drawings a fifth heavier, which visitors pay.
 */
export const ENCODING = {
  avif: { quality: 48, effort: 1 },
  webp: { quality: 72, effort: 3 },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
} as const;

const FORMATS = ['avif', 'webp', 'jpg'] as const;

export function sourcePhoto(name: ImageName, sourceDir: string): Buffer | null {
  for (const ext of ['jpg', 'jpeg', 'png', 'webp']) {
    const file = join(sourceDir, `${name}.${ext}`);
    if (existsSync(file)) return readFileSync(file);
  }
  return null;
}

export function imageOutputs(name: ImageName, imagesDir: string): string[] {
  return widthsOf(name).flatMap((w) => FORMATS.map((ext) => join(imagesDir, imageUrl(name, w, ext).replace('/images/', ''))));
}

export function imageHash(name: ImageName, input: string | Buffer): string {
  return sha(name, input, JSON.stringify(ENCODING), JSON.stringify(widthsOf(name)), JSON.stringify(IMAGES[name]));
}

export async function renderImage(name: ImageName, input: string | Buffer, imagesDir: string): Promise<void> {
  mkdirSync(imagesDir, { recursive: true });
  const { width, height } = IMAGES[name];
  const widths = widthsOf(name);
  const largest = widths[widths.length - 1]!;
  // One resize each: sharp applies only the last, so a second would undo the photograph's crop to the image's proportions.
  const source =
    typeof input === 'string'
      ? sharp(Buffer.from(input), { density: (72 * largest) / width }).resize({ width: largest })
      : sharp(input).resize(largest, Math.round((largest * height) / width), { fit: 'cover' });
  const base = await source.flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  await Promise.all(
    widths.map(async (w) => {
      const scaled = await sharp(base.data, { raw }).resize({ width: w }).raw().toBuffer({ resolveWithObject: true });
      const at = () => sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: scaled.info.channels } });
      const encoded = await Promise.all([at().avif(ENCODING.avif).toBuffer(), at().webp(ENCODING.webp).toBuffer(), at().jpeg(ENCODING.jpg).toBuffer()]);
      FORMATS.forEach((ext, i) => {
        writeFileSync(join(imagesDir, `${name}-${w}.${ext}`), encoded[i]!);
      });
    }),
  );
}

/** Rasterises an SVG to a single JPEG (social preview). */
export async function svgToJpeg(svg: string, file: string): Promise<void> {
  writeFileSync(file, await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg(ENCODING.jpg).toBuffer());
}
