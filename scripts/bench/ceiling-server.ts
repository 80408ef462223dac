/**
 * The two ceilings the site's numbers are compared with, in a process of their own, both sending the
 * bytes the site sends for its home page compressed with brotli: a bare Fastify route sending them from
 * memory (a), and @fastify/static sending them as a precompressed file (b). Further files named after
 * the ports are served beside it under their own names, as @fastify/static serves any file.
 * Usage: ceiling-server.ts <page url> <bare route port> <static file port> [file...]
 */
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** The page's brotli bytes as the site sends them (fetch would decompress them). */
const brotli = await new Promise<Buffer>((resolve, reject) => {
  get(process.argv[2]!, { headers: { 'accept-encoding': 'br' } }, (response) => {
    if (response.headers['content-encoding'] !== 'br') reject(new Error(`${process.argv[2]} was not sent with brotli`));
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
  }).on('error', reject);
});
const dir = mkdtempSync(join(tmpdir(), 'dcop-bench-static-'));
writeFileSync(join(dir, 'home.html'), brotliDecompressSync(brotli));
writeFileSync(join(dir, 'home.html.br'), brotli);
for (const file of process.argv.slice(5)) copyFileSync(file, join(dir, basename(file)));

const bare = Fastify();
bare.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').header('Content-Encoding', 'br').header('Vary', 'Accept-Encoding').send(brotli));
await bare.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });

const files = Fastify();
await files.register(fastifyStatic, { root: dir, wildcard: false, preCompressed: true });
await files.listen({ port: Number(process.argv[4]), host: '127.0.0.1' });
console.log('ready');
