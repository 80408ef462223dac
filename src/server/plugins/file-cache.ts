import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FileCache } from '../http/file-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot files' copies on local disk (DATA_DIR/file-cache); null when FILE_CACHE_MB is 0. */
    fileCache: FileCache | null;
  }
}

const MB = 1024 * 1024;

/** The one disk cache of files (documents, uploads); each feature drops its withdrawn files' copies. */
export const fileCachePlugin = fp(
  async (app: FastifyInstance, opts: { dataDir: string; megabytes: number }) => {
    const cache =
      opts.megabytes > 0
        ? new FileCache({
            root: join(opts.dataDir, 'file-cache'),
            maxBytes: opts.megabytes * MB,
            onError: (err, key) => app.log.warn({ err, key }, 'file cache: a copy was not kept'),
          })
        : null;
    app.decorate('fileCache', cache);
    if (!cache) return;
    app.addHook('onReady', () => cache.sweep());
    app.addHook('onClose', () => cache.close());
  },
  { name: 'file-cache' },
);
