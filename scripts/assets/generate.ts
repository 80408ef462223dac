/**
 * One generation run: copy public/, then favicons and brand files, web fonts, catalog images, PDFs,
 * the media kit, the image archive and the manifests. Each output is skipped when the hash of what
 * produced it is unchanged.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES_ZIP_PATH } from '../../src/shared/documents.ts';
import { IMAGES, type ImageName } from '../../src/shared/image-catalog.ts';
import { OutputCache, sha, sourceHash } from './cache.ts';
import { documentJobs, fileOf, writeDocument, writeDocumentsManifest } from './documents.ts';
import { writeFavicons } from './favicons.ts';
import { fontOutputs, fontSources, writeFonts } from './fonts.ts';
import { archiveEntries, writeImageArchive } from './image-archive.ts';
import { MEDIA_KIT_PATHS, writeMediaKit } from './media-kit.ts';
import { type OutputLayout, PHOTOS_DIR } from './paths.ts';
import { runPool } from './pool.ts';
import { imageHash, imageOutputs, renderImage, sourcePhoto, svgToJpeg } from './raster.ts';
import { logoSvg, socialCard } from './svg/brand-pieces.ts';
import { CATALOG_ART } from './svg/catalog-art.ts';

const CODE = ['scripts/assets', 'src/shared/image-catalog.ts', 'src/shared/site.ts', 'src/shared/documents.ts'];
/** What the fonts are made from besides the @fontsource files; kept apart so a font change redraws nothing else. */
const FONT_CODE = ['scripts/assets', 'src/ui/styles/font-subsets.ts', 'src/ui/styles/font-fallbacks.ts'];

export interface GenerateOptions {
  /** Committed static files copied first; a file here also replaces the generated one of the same path. */
  publicSource?: string;
  /** Company photographs named after catalog images ({name}.jpg, .jpeg, .png or .webp); each replaces the drawing. */
  photosDir?: string;
  log?: (line: string) => void;
}

export interface GenerateSummary {
  images: number;
  documents: number;
  archive: { count: number; bytes: number } | null;
}

export async function generateAssets(out: OutputLayout, options: GenerateOptions = {}): Promise<GenerateSummary> {
  const publicSource = options.publicSource ?? 'public';
  const photosDir = options.photosDir ?? PHOTOS_DIR;
  const log = options.log ?? (() => {});
  mkdirSync(out.images, { recursive: true });
  if (existsSync(publicSource)) cpSync(publicSource, out.public, { recursive: true });
  const cache = new OutputCache(out.cacheFile);
  const code = sourceHash([...CODE, photosDir]);
  const summary: GenerateSummary = { images: 0, documents: 0, archive: null };

  const brandFiles = ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'logo.svg', 'og-image.jpg'].map((f) => join(out.public, f));
  if (!cache.isCurrent('brand', code, brandFiles)) {
    await writeFavicons(out.public);
    writeFileSync(join(out.public, 'logo.svg'), logoSvg());
    await svgToJpeg(socialCard(), join(out.public, 'og-image.jpg'));
    cache.set('brand', code);
  }

  const fontHash = sha(sourceHash(FONT_CODE), ...fontSources().map((file) => readFileSync(file)));
  if (!cache.isCurrent('fonts', fontHash, fontOutputs(out.fonts))) {
    await writeFonts(out.fonts);
    cache.set('fonts', fontHash);
  }

  const names = Object.keys(IMAGES) as ImageName[];
  const allImages = names.flatMap((name) => imageOutputs(name, out.images));
  if (!cache.isCurrent('images', code, allImages)) {
    summary.images = await renderCatalogImages(names, out.images, photosDir, cache);
    cache.set('images', code);
  }

  for (const job of documentJobs()) {
    if (existsSync(fileOf(publicSource, job.path))) continue;
    if (cache.isCurrent(`document:${job.path}`, code, [fileOf(out.public, job.path)])) continue;
    await writeDocument(out.public, job);
    cache.set(`document:${job.path}`, code);
    summary.documents++;
  }

  if (!cache.isCurrent('media-kit', code, MEDIA_KIT_PATHS.map((p) => join(out.mediaKit, p)))) {
    await writeMediaKit(out.mediaKit);
    cache.set('media-kit', code);
  }

  const entries = archiveEntries(out.public, out.mediaKit);
  const zipFile = fileOf(out.public, IMAGES_ZIP_PATH);
  const archiveHash = sha(...entries.flatMap((e) => [e.name, readFileSync(e.file)]));
  if (!cache.isCurrent('archive', archiveHash, [zipFile])) {
    summary.archive = await writeImageArchive(entries, zipFile);
    cache.set('archive', archiveHash);
  }
  writeDocumentsManifest(out.public, out.documentsManifest);
  writeFileSync(out.photosManifest, `${JSON.stringify(names.filter((name) => sourcePhoto(name, photosDir)))}\n`);
  cache.save();
  log(`images rendered: ${summary.images}, documents written: ${summary.documents}, archive ${summary.archive ? 'written' : 'current'}`);
  return summary;
}

/**
 * Encodes each catalog image from the company's photograph of it in `photosDir` when there is one, else
 * from its drawing. An image whose source is the one the cache recorded is skipped, so a photograph
 * dropped in (or removed) is picked up by the next run. Returns how many images were encoded.
 */
export async function renderCatalogImages(names: ImageName[], imagesDir: string, photosDir: string, cache: OutputCache): Promise<number> {
  let rendered = 0;
  await runPool(names, 2, async (name) => {
    const input = sourcePhoto(name, photosDir) ?? CATALOG_ART[name]();
    const hash = imageHash(name, input);
    if (cache.isCurrent(`image:${name}`, hash, imageOutputs(name, imagesDir))) return;
    await renderImage(name, input, imagesDir);
    cache.set(`image:${name}`, hash);
    rendered++;
  });
  return rendered;
}
