import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGES_ZIP_PATH } from '../../../shared/documents.ts';
import { CACHE_CONTROL, withCacheControl } from '../../http/response-cache.ts';

/** A content-hashed file name, also as its precompressed copy (.br, .gz), which is the path a compressed reply is served from. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)(\.(br|gz))?$/;

/**
 * Serves the built client: hashed bundles are immutable for a year, other files (PDFs, images)
 * a day. Routes are registered per file at start-up, so the SSR catch-all never competes with them.
 * The PDFs under assets/documents are not among them: the documents library imported them and serves
 * them by its publication rule (routes/documents.ts), so a withdrawn one is gone at once.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(opts.root)) throw new Error(`Build output not found at ${opts.root}: run npm run build`);
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The image ZIP follows the site's photographs: the media feature serves the one built from them.
    globIgnore: ['assets/documents/**', IMAGES_ZIP_PATH.slice(1)],
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/admin.html' && !pathName.startsWith('/.vite/'),
    setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
      const immutable = HASHED.test(path) && path.includes(`${join('client', 'assets')}`);
      withCacheControl(reply, immutable ? CACHE_CONTROL.immutable : CACHE_CONTROL.staticFile);
    },
  });
});
