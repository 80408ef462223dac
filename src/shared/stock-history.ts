import { type Static, Type } from '@sinclair/typebox';
import { HISTORY_RANGES } from './history-ranges.ts';
import { LiteralUnion } from './schema-types.ts';
import { messages } from './validation.ts';

export const HistoryRange = LiteralUnion(
  HISTORY_RANGES,
  messages({ label: 'Range', invalid: `Range must be one of ${HISTORY_RANGES.join(', ')}` }),
);
export type HistoryRange = Static<typeof HistoryRange>;

export const HistoryQuery = Type.Object({ range: Type.Optional(HistoryRange) });
export type HistoryQuery = Static<typeof HistoryQuery>;

export const PricePoint = Type.Object({
  /** Trading day in the exchange's time zone, YYYY-MM-DD. */
  date: Type.String(),
  close: Type.Number(),
});
export type PricePoint = Static<typeof PricePoint>;

/** Closing prices over a range, oldest first; `stale` when the provider failed since they were fetched. */
export const PriceHistory = Type.Object({
  symbol: Type.String(),
  currency: Type.String(),
  range: HistoryRange,
  points: Type.Array(PricePoint),
  stale: Type.Boolean(),
});
export type PriceHistory = Static<typeof PriceHistory>;

/**
 * What the browser gets from GET /api/stock/:symbol/history/state: the prices, or none to be had, always
 * with 200, so a provider outage never shows up as a failed request in the visitor's console.
 */
export const SettledHistory = Type.Union([
  Type.Object({ status: Type.Literal('ready'), history: PriceHistory }),
  Type.Object({ status: Type.Literal('unavailable') }),
]);
export type SettledHistory = Static<typeof SettledHistory>;

/** What a page can show of a range: the prices, nothing yet (the server had not asked), or none to be had. */
export type HistoryState = SettledHistory | { status: 'pending' };
