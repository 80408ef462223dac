/**
 * Press-kit files that only the image archive carries: logo and mark variants for dark layouts and
 * print, the project-area chart and the presentation cover for 4:3 screens. Paths are archive folders.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { ENCODING } from './raster.ts';
import { projectAreaChart } from './svg/area-chart.ts';
import { hexMark, logoBody, presentationCover } from './svg/brand-pieces.ts';
import { palette } from './svg/kit.ts';

/** The 320 x 64 logo with a margin on a night panel, drawn at any output width. */
function logoOnDark(width: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 10}" viewBox="0 0 400 120"><rect width="400" height="120" fill="${palette.night}"/><g transform="translate(40 28)">${logoBody('dark')}</g></svg>`;
}

/** The copper hexagon alone on a transparent square. */
function mark(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">${hexMark(0, 0, 40)}</svg>`;
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

const FILES: Record<string, () => string | Promise<Buffer>> = {
  'branding/logo-on-dark.svg': () => logoOnDark(400),
  'branding/logo-on-dark-2000.png': () => png(logoOnDark(2000)),
  'branding/mark.svg': () => mark(512),
  'branding/mark-1024.png': () => png(mark(1024)),
  'charts/project-areas.png': () => png(projectAreaChart()),
  'presentation/presentation-cover-4x3.jpg': () => sharp(Buffer.from(presentationCover(1200))).jpeg(ENCODING.jpg).toBuffer(),
};

export const MEDIA_KIT_PATHS = Object.keys(FILES);

export async function writeMediaKit(dir: string): Promise<void> {
  await Promise.all(
    MEDIA_KIT_PATHS.map(async (path) => {
      const file = join(dir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await FILES[path]!());
    }),
  );
}
