import type { FastifyInstance } from 'fastify';
import type { ArticleTrash } from './article-trash.ts';

/** How often the trash is swept of items past their days. */
const TRASH_SWEEP_MS = 60 * 60_000;

/**
 * Purges expired trash when the app starts and then hourly, so an article past its days leaves the
 * database even if nobody opens the trash. A failed sweep (database down) is logged and tried next time;
 * it never stops the site starting.
 */
export function sweepTrash(app: FastifyInstance, trash: ArticleTrash): void {
  const sweep = () =>
    trash.purgeExpired().then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'trash: sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, TRASH_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
