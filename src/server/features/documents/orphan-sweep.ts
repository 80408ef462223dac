import type { FastifyInstance } from 'fastify';
import type { FileStore } from './file-store.ts';

const SWEEP_MS = 60 * 60_000;

/**
 * Pieces of uploads that never became a file version (the client went away, the server stopped
 * mid-upload) are removed at start-up and hourly. A failed sweep is logged and tried next time.
 */
export function sweepOrphanedChunks(app: FastifyInstance, files: FileStore, clock: () => Date): void {
  const sweep = () =>
    files.sweepOrphans(clock()).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'documents: orphan sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
