export interface ProviderCacheOptions<T> {
  /** The provider call; it rejects when the answer cannot be used. */
  load: () => Promise<T>;
  /** How long a reading counts as fresh. */
  freshMs: number;
  /** How long past freshness a reading is served at once while one background refresh runs. */
  revalidateMs: number;
  /** After a failure the provider is left alone this long, so an outage costs one call per interval. */
  retryMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
  /** Called when the first reading of this process arrives: pages rendered before it show none, or a restored one as not live. */
  onFirstReading?: () => void;
  /** A reading kept from before this process started (epoch ms `at`): served, marked stale, until the provider gives one. */
  restored?: { value: T; at: number };
}

/** A reading as served: `stale` when the provider failed since it was taken. */
export interface HeldReading<T> {
  value: T;
  stale: boolean;
  /** Milliseconds the reading stays fresh (0 once it needs revalidating). */
  freshForMs: number;
  /** Epoch milliseconds when the provider gave it. */
  fetchedAt: number;
}

export interface ProviderCache<T> {
  /** Held reading without waiting; undefined when nothing was tried yet, null when the provider failed and nothing is held. */
  peek(): HeldReading<T> | null | undefined;
  /** The held reading when usable, otherwise the shared provider call; throws when nothing can be served. */
  get(): Promise<HeldReading<T>>;
  /** Starts one background fetch (at start-up) so the first pages already carry the reading. */
  warm(): void;
}

/**
 * One upstream reading held in memory. At most one provider call runs at a time and every caller
 * that needs it shares that call; a reading past its freshness is served as is while a single
 * background refresh runs; when the provider fails the last good reading stays, marked stale.
 */
export function createProviderCache<T>(options: ProviderCacheOptions<T>): ProviderCache<T> {
  const { freshMs, revalidateMs } = options;
  const retryMs = options.retryMs ?? 15_000;
  const now = options.now ?? Date.now;
  let reading: { value: T; at: number; restored?: boolean } | null = options.restored ? { ...options.restored, restored: true } : null;
  let failedAt: number | null = null;
  let inFlight: Promise<void> | null = null;

  const held = (): HeldReading<T> | null =>
    reading && {
      value: reading.value,
      stale: reading.restored === true || (failedAt !== null && failedAt >= reading.at),
      freshForMs: Math.max(0, reading.at + freshMs - now()),
      fetchedAt: reading.at,
    };

  const refreshDue = () => {
    if (inFlight) return false;
    if (failedAt !== null && now() - failedAt < retryMs) return false;
    return !reading || reading.restored === true || now() - reading.at >= freshMs;
  };

  const refresh = () => {
    inFlight = options
      .load()
      .then(
        (value) => {
          const first = reading === null || reading.restored === true;
          reading = { value, at: now() };
          failedAt = null;
          if (first) options.onFirstReading?.();
        },
        (error: unknown) => {
          failedAt = now();
          options.onError?.(error);
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const peek = () => {
    if (refreshDue()) void refresh();
    if (reading) return held();
    return failedAt !== null ? null : undefined;
  };

  return {
    peek,
    async get() {
      if (refreshDue()) void refresh();
      // A restored reading is only the answer once the provider has failed to give a newer one.
      if (reading && !reading.restored && now() - reading.at < freshMs + revalidateMs) return held()!;
      if (inFlight) await inFlight;
      const current = held();
      if (!current) throw new Error('Failed to fetch stock data');
      return current;
    },
    warm() {
      peek();
    },
  };
}
