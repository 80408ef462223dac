import type { HistoryRange, PricePoint } from '../../../shared/stock-history.ts';
import { fetchChart, round } from './yahoo-provider.ts';

/** Closing prices as the provider gives them, before the cache decides how fresh they are. */
export interface ProviderHistory {
  currency: string;
  points: PricePoint[];
}

export type FetchHistory = (range: HistoryRange) => Promise<ProviderHistory>;

interface ChartHistory {
  meta?: { currency?: unknown };
  timestamp?: unknown[];
  indicators?: { quote?: { close?: unknown[] }[] };
}

/** Five years of daily closes is more points than a chart can show; weekly closes draw the same shape. */
const INTERVALS: Record<HistoryRange, string> = { '1mo': '1d', '6mo': '1d', '1y': '1d', '5y': '1wk' };

// Trading days are the exchange's: a bar stamped at the 9:30 open in Toronto belongs to that date.
const EXCHANGE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });

function exchangeDate(epochSeconds: number): string {
  const parts = EXCHANGE_DAY.formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The chart API's timestamps and closes as dated points, oldest first. Days without trades come as
 * null and are skipped rather than charted as zero; a day given twice (the live bar) keeps its last close.
 */
export function toPricePoints(timestamps: unknown[], closes: unknown[]): PricePoint[] {
  const byDate = new Map<string, number>();
  timestamps.forEach((time, i) => {
    const close = closes[i];
    if (typeof time !== 'number' || !Number.isFinite(time)) return;
    if (typeof close !== 'number' || !Number.isFinite(close) || close <= 0) return;
    byDate.set(exchangeDate(time), round(close, 4));
  });
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, close]) => ({ date, close }));
}

/** Reads a range of closing prices for the venture-exchange symbol; an answer without a single price is a failure. */
export function yahooHistory(options: { baseUrl: string; timeoutMs?: number }): FetchHistory {
  const timeoutMs = options.timeoutMs ?? 2500;
  return async (range) => {
    const query = `range=${range}&interval=${INTERVALS[range]}`;
    const body = (await fetchChart({ baseUrl: options.baseUrl, timeoutMs, query })) as { chart?: { result?: ChartHistory[] } };
    const result = body.chart?.result?.[0];
    const points = toPricePoints(result?.timestamp ?? [], result?.indicators?.quote?.[0]?.close ?? []);
    if (points.length === 0) throw new Error('Stock provider answer has no usable prices');
    const currency = result?.meta?.currency;
    return { currency: typeof currency === 'string' ? currency : 'CAD', points };
  };
}
