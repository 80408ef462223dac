import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type TestContext, test } from 'node:test';
import { FileCache, type FileSource } from '../../src/server/http/file-cache.ts';
import { until } from '../helpers/until.ts';

function cacheFor(t: TestContext, maxBytes: number) {
  const root = mkdtempSync(join(tmpdir(), 'dcop-file-cache-'));
  const errors: unknown[] = [];
  const cache = new FileCache({ root, maxBytes, onError: (error) => errors.push(error) });
  t.after(async () => {
    await cache.close();
    rmSync(root, { recursive: true, force: true });
  });
  /** Bytes in the cache's folders, a copy being written included. */
  const onDisk = () =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
  return { cache, root, errors, onDisk };
}

const source = (data: Buffer, overrides: Partial<FileSource> = {}): FileSource => ({
  bytes: data.length,
  sha256: createHash('sha256').update(data).digest('hex'),
  read: () => Readable.from([data.subarray(0, 7), data.subarray(7)]),
  ...overrides,
});

async function read(cache: FileCache, key: string, start: number, end: number): Promise<Buffer | null> {
  const copy = await cache.open(key, { start, end });
  return copy && Buffer.concat(await copy.body.toArray());
}

test('a copy is read back byte for byte, whole or by range', async (t) => {
  const { cache } = cacheFor(t, 1024);
  const data = Buffer.from('%PDF-1.7 a document held on disk');
  assert.equal(await read(cache, 'document-a', 0, data.length - 1), null, 'nothing before the copy is written');
  cache.fill('document-a', source(data), cache.generation);
  await until(() => cache.heldBytes === data.length, 'the copy');
  assert.deepEqual(await read(cache, 'document-a', 0, data.length - 1), data);
  assert.deepEqual(await read(cache, 'document-a', 5, 7), data.subarray(5, 8));
  const whole = await cache.open('document-a');
  assert.equal(whole?.bytes, data.length);
  assert.deepEqual(Buffer.concat(await whole!.body.toArray()), data);
  cache.drop('document-a');
  assert.equal(await cache.open('document-a'), null, 'dropped');
  assert.equal(cache.heldBytes, 0);
});

test('stays within its size: the least recently used copies are evicted, and a file larger than the cache is never copied', async (t) => {
  const { cache, onDisk } = cacheFor(t, 100);
  const file = (fill: number) => Buffer.alloc(40, fill);
  for (const [key, fill] of [['a', 1], ['b', 2]] as const) {
    cache.fill(key, source(file(fill)), cache.generation);
    await until(async () => (await read(cache, key, 0, 0)) !== null, `copy ${key}`);
  }
  // Reading a makes b the least recently used.
  assert.deepEqual(await read(cache, 'a', 0, 39), file(1));
  cache.fill('c', source(file(3)), cache.generation);
  await until(async () => (await read(cache, 'c', 0, 0)) !== null, 'copy c');
  assert.equal(await read(cache, 'b', 0, 0), null, 'b evicted');
  assert.deepEqual(await read(cache, 'a', 0, 39), file(1));
  assert.equal(cache.heldBytes, 80);
  await until(() => onDisk() === 80, 'the evicted copy removed from disk');

  cache.fill('huge', source(Buffer.alloc(101)), cache.generation);
  cache.fill('d', source(file(4)), cache.generation);
  await until(async () => (await read(cache, 'd', 0, 0)) !== null, 'copy d');
  assert.equal(await read(cache, 'huge', 0, 0), null);
  assert.ok(cache.heldBytes <= 100 && onDisk() <= 100, `${cache.heldBytes} held, ${onDisk()} on disk`);
});

test('never keeps a copy that differs from its file version: other bytes, fewer bytes, or a failed read', async (t) => {
  const { cache, errors, onDisk } = cacheFor(t, 1024);
  const data = Buffer.from('the bytes the version has');
  cache.fill('tampered', source(Buffer.from('the bytes the version hax'), { sha256: source(data).sha256 }), cache.generation);
  await until(() => errors.length === 1, 'the differing copy refused');
  cache.fill('short', source(data, { bytes: data.length + 1 }), cache.generation);
  await until(() => errors.length === 2, 'the short copy refused');
  cache.fill('failed', source(data, { read: () => Readable.from((async function* () { yield data; throw new Error('database went away'); })()) }), cache.generation);
  await until(() => errors.length === 3, 'the failed read refused');
  for (const key of ['tampered', 'short', 'failed']) assert.equal(await read(cache, key, 0, 0), null, key);
  assert.equal(onDisk(), 0, 'no partial file left behind');
});

test('retain drops the copies left out, and a copy begun before it is not kept', async (t) => {
  const { cache } = cacheFor(t, 1024);
  for (const key of ['document-1', 'document-2', 'media-1']) {
    cache.fill(key, source(Buffer.from(key)), cache.generation);
    await until(async () => (await read(cache, key, 0, 0)) !== null, key);
  }
  const before = cache.generation;
  await cache.retain('document-', async () => new Set(['2']));
  assert.equal(await read(cache, 'document-1', 0, 0), null);
  assert.ok(await read(cache, 'document-2', 0, 0));
  assert.ok(await read(cache, 'media-1', 0, 0), 'other prefixes untouched');

  // Checked public before the change, copied after it: the file may be the one withdrawn.
  cache.fill('document-3', source(Buffer.from('document-3')), before);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  cache.fill('document-4', source(Buffer.from('document-4'), { read: () => Readable.from((async function* () { await gate; yield Buffer.from('document-4'); })()) }), cache.generation);
  await cache.retain('document-', async () => new Set(['2', '3', '4']));
  release();
  await until(async () => {
    cache.fill('document-5', source(Buffer.from('document-5')), cache.generation);
    return (await read(cache, 'document-5', 0, 0)) !== null;
  }, 'the cache free to copy again');
  assert.equal(await read(cache, 'document-3', 0, 0), null);
  assert.equal(await read(cache, 'document-4', 0, 0), null);

  await cache.retain('document-', () => Promise.reject(new Error('database went away')));
  assert.equal(await read(cache, 'document-2', 0, 0), null, 'a failed look-up drops them all');
});

test('sweep removes the folders of processes that are gone, and close removes its own (and the shared one, left empty)', async (t) => {
  const { cache, root } = cacheFor(t, 1024);
  mkdirSync(join(root, '999999999-gone'));
  mkdirSync(join(root, `${process.pid}-another-app-of-this-process`));
  cache.fill('a', source(Buffer.from('a')), cache.generation);
  await until(() => cache.heldBytes === 1, 'the copy');
  await cache.sweep();
  assert.equal(readdirSync(root).length, 2);
  assert.ok(!readdirSync(root).includes('999999999-gone'));
  await cache.close();
  assert.deepEqual(readdirSync(root), [`${process.pid}-another-app-of-this-process`]);
  rmSync(join(root, `${process.pid}-another-app-of-this-process`), { recursive: true });
  const last = new FileCache({ root, maxBytes: 1024 });
  last.fill('b', source(Buffer.from('b')), last.generation);
  await until(() => last.heldBytes === 1, 'the copy');
  await last.close();
  assert.ok(!existsSync(root), 'the last cache to close removes the shared folder');
});
