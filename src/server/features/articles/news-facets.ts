import type { Db } from '../../db/unit-of-work.ts';
import { releaseYears } from './release-years.ts';

/** How many visible articles each UTC year has: enough to tell a real ?year=/?page= from junk. */
export interface NewsFacets {
  years: number[];
  totalFor(year: number | null): number;
}

// Short: a scheduled release that goes public adds its year within seconds even with no write.
const TTL_MS = 10_000;

/**
 * The news list's years and counts, held in memory briefly so a flood of junk ?year= values is
 * answered without a database query each. Article writes call reset().
 */
export function newsFacets(db: Db, clock: () => Date = () => new Date()) {
  let held: { facets: Promise<NewsFacets>; until: number } | null = null;

  async function load(): Promise<NewsFacets> {
    const counts = await db.run((em) => releaseYears(em, clock()));
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return { years: [...counts.keys()], totalFor: (year) => (year === null ? total : (counts.get(year) ?? 0)) };
  }

  return {
    get(): Promise<NewsFacets> {
      const now = clock().getTime();
      if (!held || held.until <= now) {
        const facets = load();
        held = { facets, until: now + TTL_MS };
        // A failed query is not kept: the next request tries again.
        facets.catch(() => {
          held = null;
        });
      }
      return held.facets;
    },
    reset(): void {
      held = null;
    },
  };
}
