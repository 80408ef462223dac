import { TryLater } from '../../errors.ts';

/** Seconds a refused upload is asked to wait: about what the queue ahead of it takes to clear. */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * Runs one task at a time, in arrival order, with at most `maxWaiting` waiting behind it; one more is
 * refused at once (503 with Retry-After) rather than queued, so a flood of uploads cannot pile up
 * decoded pictures in memory.
 */
export function oneAtATime(maxWaiting: number, busyMessage: string) {
  let running = false;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running) {
      if (waiting.length >= maxWaiting) throw new TryLater(503, busyMessage, BUSY_RETRY_AFTER_S);
      // The task finishing ahead hands its turn straight over, so `running` stays true meanwhile.
      await new Promise<void>((turn) => waiting.push(turn));
    }
    running = true;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running = false;
    }
  };
}
