import type { FastifyInstance } from 'fastify';

/** Anything with a trash: releases, library documents. */
export interface ExpiringTrash {
  /** Purges what has been in the trash longer than TRASH_DAYS; returns how many. */
  purgeExpired(): Promise<number>;
}

/** How often the trash is swept of items past their days. */
const TRASH_SWEEP_MS = 60 * 60_000;

/**
 * Purges expired trash when the app starts and then hourly, so a release or document past its days leaves
 * the database even if nobody opens the trash. A failed sweep (database down) is logged and tried next
 * time; it never stops the site starting.
 */
export function sweepTrash(app: FastifyInstance, trashes: ExpiringTrash[]): void {
  const sweep = () =>
    Promise.all(
      trashes.map((trash) =>
        trash.purgeExpired().then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, 'trash: sweep failed'),
        ),
      ),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, TRASH_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
