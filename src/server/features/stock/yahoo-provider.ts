import { VENTURE_SYMBOL } from '../../../shared/site.ts';

/** A quote as the provider gives it, before the cache decides how fresh it is. */
export interface ProviderQuote {
  price: number;
  change: number;
  changePercent: number;
  lastUpdated: string;
  currency: string;
}

export type FetchQuote = () => Promise<ProviderQuote>;

interface ChartMeta {
  regularMarketPrice?: number;
  chartPreviousClose?: number;
  previousClose?: number;
  regularMarketTime?: number;
  currency?: string;
}

export const round = (value: number, places: number) => Number(value.toFixed(places));

/** The chart API's JSON for the venture-exchange symbol with these query parameters, or a failure. */
export async function fetchChart(options: { baseUrl: string; timeoutMs: number; query?: string }): Promise<unknown> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/v8/finance/chart/${encodeURIComponent(VENTURE_SYMBOL)}${options.query ? `?${options.query}` : ''}`;
  // The signal also bounds reading the body, so a provider that trickles its answer cannot hold us.
  const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Stock provider answered ${response.status}`);
  return response.json();
}

/** Reads the Yahoo Finance chart API for the venture-exchange symbol; any doubt about the answer is a failure. */
export function yahooProvider(options: { baseUrl: string; timeoutMs?: number }): FetchQuote {
  const timeoutMs = options.timeoutMs ?? 2500;
  return async () => {
    const body = (await fetchChart({ baseUrl: options.baseUrl, timeoutMs })) as { chart?: { result?: { meta?: ChartMeta }[] } };
    const meta = body.chart?.result?.[0]?.meta;
    const price = meta?.regularMarketPrice;
    const previous = meta?.chartPreviousClose ?? meta?.previousClose;
    if (!isPositive(price) || !isPositive(previous)) throw new Error('Stock provider answer has no usable price');
    const change = price - previous;
    const time = meta?.regularMarketTime;
    return {
      price,
      change: round(change, 4),
      changePercent: round((change / previous) * 100, 4),
      lastUpdated: new Date(typeof time === 'number' ? time * 1000 : Date.now()).toISOString(),
      currency: typeof meta?.currency === 'string' ? meta.currency : 'CAD',
    };
  };
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
