import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { OutputCache } from '../../scripts/assets/cache.ts';
import { documentJobs, fileOf, writeDocument } from '../../scripts/assets/documents.ts';
import { renderCatalogImages } from '../../scripts/assets/generate.ts';
import { archiveEntries, writeImageArchive } from '../../scripts/assets/image-archive.ts';
import { MEDIA_KIT_PATHS, writeMediaKit } from '../../scripts/assets/media-kit.ts';
import { imageOutputs, renderImage } from '../../scripts/assets/raster.ts';
import { CATALOG_ART } from '../../scripts/assets/svg/catalog-art.ts';
import { PRESENTATION_PATH, statementFile, TECHNICAL_REPORT_PATH } from '../../src/shared/documents.ts';
import { IMAGES, type ImageName, widthsOf } from '../../src/shared/image-catalog.ts';

function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'dcop-assets-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function zipEntryNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('draws every catalog image at its intrinsic size', () => {
  for (const name of Object.keys(IMAGES) as ImageName[]) {
    const svg = CATALOG_ART[name]();
    assert.match(svg, new RegExp(`^<svg [^>]*width="${IMAGES[name].width}" height="${IMAGES[name].height}"`), name);
  }
});

test('renders byte-identical images, PDFs and ZIP archives on every run', async (t) => {
  const runs = [tempDir(t), tempDir(t)];
  const statement = documentJobs().find((j) => j.path === `/assets/${statementFile(2021, 'Q2', 'FS')}`)!;
  const report = documentJobs().find((j) => j.path === TECHNICAL_REPORT_PATH)!;
  for (const dir of runs) {
    await renderImage('map-eaglehead-02', CATALOG_ART['map-eaglehead-02'](), join(dir, 'images'));
    await renderImage('flag-canada', CATALOG_ART['flag-canada'](), join(dir, 'images'));
    await writeDocument(dir, statement);
    await writeDocument(dir, report);
    await writeMediaKit(join(dir, 'kit'));
    const entries = ['map-eaglehead-02-480.jpg', 'flag-canada-300.jpg'].map((f) => ({ name: `set/${f}`, file: join(dir, 'images', f) }));
    await writeImageArchive(entries, join(dir, 'images.zip'));
  }
  const same = (path: string) => assert.ok(readFileSync(join(runs[0]!, path)).equals(readFileSync(join(runs[1]!, path))), `${path} differs`);
  for (const ext of ['jpg', 'webp', 'avif']) same(`images/map-eaglehead-02-960.${ext}`);
  same('images/flag-canada-300.jpg');
  same(fileOf('', statement.path));
  same(fileOf('', report.path));
  same('images.zip');
  for (const path of MEDIA_KIT_PATHS) same(join('kit', path));
  const meta = await sharp(join(runs[0]!, 'images', 'map-eaglehead-02-480.jpg')).metadata();
  assert.deepEqual([meta.width, meta.height], [480, 360]);
});

test('the image archive holds its 57 images, each under its own name', () => {
  const entries = archiveEntries('public', 'kit');
  assert.equal(entries.length, 57);
  assert.equal(new Set(entries.map((e) => e.name)).size, 57);
  assert.equal(new Set(entries.map((e) => e.file)).size, 57);
});

test('the archive counts exactly the ZIP entries, kept in the given order, and its size', async (t) => {
  const dir = tempDir(t);
  mkdirSync(join(dir, 'images'));
  await renderImage('flag-eu', CATALOG_ART['flag-eu'](), join(dir, 'images'));
  const entries = ['avif', 'webp', 'jpg'].map((ext) => ({ name: `flags/flag-eu.${ext}`, file: join(dir, 'images', `flag-eu-225.${ext}`) }));
  const manifest = await writeImageArchive(entries, join(dir, 'a.zip'));
  assert.deepEqual(await zipEntryNames(join(dir, 'a.zip')), entries.map((e) => e.name));
  assert.equal(manifest.count, entries.length);
  assert.equal(manifest.bytes, readFileSync(join(dir, 'a.zip')).length);
});

test('writes the 51 linked documents, the presentation with 13 pages, each marked as a sample', async (t) => {
  const jobs = documentJobs();
  assert.equal(jobs.length, 51);
  assert.equal(new Set(jobs.map((j) => j.path)).size, 51);
  const dir = tempDir(t);
  const presentation = jobs.find((j) => j.path === PRESENTATION_PATH)!;
  await writeDocument(dir, presentation);
  const pdf = await PDFDocument.load(readFileSync(fileOf(dir, PRESENTATION_PATH)));
  assert.equal(pdf.getPageCount(), 13);
  assert.match(pdf.getTitle() ?? '', /Corporate Presentation \(sample\)/);
});

/** Mean and spread of each colour channel of an image file. */
async function colourOf(file: string): Promise<{ mean: number[]; spread: number }> {
  const { channels } = await sharp(file).stats();
  return { mean: channels.slice(0, 3).map((c) => Math.round(c.mean)), spread: Math.max(...channels.slice(0, 3).map((c) => c.stdev)) };
}

test('a photograph dropped in the photos folder replaces the drawing on the next run, cropped to the image', async (t) => {
  const dir = tempDir(t);
  const photos = join(dir, 'photos');
  const images = join(dir, 'images');
  mkdirSync(photos);
  const cache = new OutputCache(join(dir, 'asset-cache.json'));
  const name: ImageName = 'advantage-gateway';
  const largest = join(images, `${name}-${widthsOf(name).at(-1)}.jpg`);

  assert.equal(await renderCatalogImages([name], images, photos, cache), 1);
  assert.ok((await colourOf(largest)).spread > 20, 'the drawing is a picture, not a flat colour');

  // A square "photograph" in one flat colour: every output made from it is that colour, at the catalog's proportions.
  const copper = { r: 184, g: 98, b: 40 };
  await sharp({ create: { width: 900, height: 900, channels: 3, background: copper } }).png().toFile(join(photos, `${name}.png`));
  assert.equal(await renderCatalogImages([name], images, photos, cache), 1, 'the cache lets the new photograph through');
  const outputs = imageOutputs(name, images);
  assert.equal(outputs.length, widthsOf(name).length * 3);
  for (const file of outputs) {
    const { mean, spread } = await colourOf(file);
    for (const [i, expected] of [copper.r, copper.g, copper.b].entries()) assert.ok(Math.abs(mean[i]! - expected) <= 6, `${file}: ${mean} is not the photograph's colour`);
    assert.ok(spread < 4, `${file}: the drawing shows through`);
    const meta = await sharp(file).metadata();
    assert.equal(meta.height, Math.round((meta.width! * IMAGES[name].height) / IMAGES[name].width), file);
  }
  assert.equal(await renderCatalogImages([name], images, photos, cache), 0, 'an unchanged photograph is not encoded again');
});
