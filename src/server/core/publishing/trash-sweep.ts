import type { FastifyInstance } from 'fastify';

/** How often expired rows are swept. */
const SWEEP_MS = 60 * 60_000;

/**
 * Runs `work` when the app starts and then hourly (the 30-day trash, the 90-day failed logins), so
 * what is past its days leaves the database even if nobody reads it. A failed sweep (database down)
 * is logged and tried next time; it never stops the site starting.
 */
export function sweepHourly(app: FastifyInstance, name: string, work: () => Promise<unknown>): void {
  const sweep = () =>
    work().then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, `${name}: sweep failed`),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
