import { LastQuoteRow } from '../../db/entities/last-quote.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import type { ProviderQuote } from './yahoo-provider.ts';

const ROW_ID = 1;

/** The last quote the provider gave before this process started, with when it gave it (epoch ms); null if none ever came. */
export async function readLastQuote(db: Db): Promise<{ value: ProviderQuote; at: number } | null> {
  const row = await db.run((em) => em.findOne(LastQuoteRow, { id: ROW_ID }));
  return row ? { value: row.quote, at: row.fetchedAt.getTime() } : null;
}

/** Keeps a new quote as the last one received: one row, rewritten unless another process kept a newer one. */
export async function saveLastQuote(db: Db, value: ProviderQuote, at: Date): Promise<void> {
  await db.run((em) =>
    em.execute(
      `insert into "last_quote" ("id", "quote", "fetched_at") values (?, ?, ?)
       on conflict ("id") do update set "quote" = excluded."quote", "fetched_at" = excluded."fetched_at"
       where "last_quote"."fetched_at" <= excluded."fetched_at"`,
      [ROW_ID, JSON.stringify(value), at],
    ),
  );
}
