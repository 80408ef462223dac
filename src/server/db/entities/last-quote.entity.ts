import { defineEntity, p } from '@mikro-orm/core';
import type { ProviderQuote } from '../../features/stock/yahoo-provider.ts';

/**
 * The last quote the provider gave, one row (id 1), rewritten with each new one: after a restart with the
 * provider down, the pages show it (with its time, as not live) instead of the spec's fallbacks.
 */
export const LastQuoteRowSchema = defineEntity({
  name: 'LastQuoteRow',
  tableName: 'last_quote',
  properties: {
    id: p.integer().primary(),
    quote: p.json<ProviderQuote>(),
    /** When the provider gave it. */
    fetchedAt: p.datetime(),
  },
});

export class LastQuoteRow extends LastQuoteRowSchema.class {}
LastQuoteRowSchema.setClass(LastQuoteRow);
