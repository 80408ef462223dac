import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { test } from 'node:test';
import Fastify from 'fastify';
import { staticFilesPlugin } from '../../src/server/features/pages/static-files.ts';

test('hashed bundles are cached for a year, served compressed or not; other files for a day', async (t) => {
  const root = join(mkdtempSync(join(tmpdir(), 'dcop-static-')), 'client');
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'images'));
  const script = 'console.log("islands");'.repeat(100);
  writeFileSync(join(root, 'assets', 'islands-Ab3dEf9H.js'), script);
  writeFileSync(join(root, 'assets', 'islands-Ab3dEf9H.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'images', 'hero-1-720.avif'), 'avif');
  const app = Fastify();
  t.after(() => app.close());
  await app.register(staticFilesPlugin, { root });

  const year = 'public, max-age=31536000, immutable';
  const plain = await app.inject({ url: '/assets/islands-Ab3dEf9H.js' });
  assert.equal(plain.headers['cache-control'], year);
  const brotli = await app.inject({ url: '/assets/islands-Ab3dEf9H.js', headers: { 'accept-encoding': 'br' } });
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotli.headers['cache-control'], year);
  const image = await app.inject({ url: '/images/hero-1-720.avif' });
  assert.equal(image.headers['cache-control'], 'public, max-age=86400');
});
