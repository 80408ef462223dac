/**
 * The two ceilings the SSR numbers are compared with, in a process of their own: the home page HTML
 * from an in-memory string (a) and the same bytes as a file through @fastify/static (b).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const html = await (await fetch(process.argv[2]!)).text();
const dir = mkdtempSync(join(tmpdir(), 'dcop-bench-static-'));
writeFileSync(join(dir, 'home.html'), html);

const memory = Fastify();
memory.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
await memory.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });

const files = Fastify();
await files.register(fastifyStatic, { root: dir, wildcard: false });
await files.listen({ port: Number(process.argv[4]), host: '127.0.0.1' });
console.log('ready');
