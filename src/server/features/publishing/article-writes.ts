import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import type { Publication } from './publication.ts';

export const NOT_FOUND = 'Article not found';
export const DUPLICATE_SLUG = 'An article with this slug already exists';
export const STALE = 'This article was changed elsewhere; reload to see the latest version';
export const VERSION_REQUIRED = 'Reload the article: this save did not say which version it edits';

/** What every service that writes articles needs: the database, the time, the company's zone, and who to tell. */
export interface WriteContext {
  db: Db;
  clock: () => Date;
  /**
   * Starts what a publication starts inside the write's transaction, and after each successful write
   * announces it, so no process's cached pages show what was just changed.
   */
  publication: Publication;
  /** The company's zone (COMPANY_TIMEZONE): schedules are typed, read and labelled in it. */
  timeZone: string;
}

export async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two writers can pass the slug check together; the unique index settles it.
    if (error instanceof UniqueConstraintViolationException) throw new HttpProblem(409, DUPLICATE_SLUG);
    // Another writer saved between our read and our write: the versioned UPDATE matched no row.
    if (error instanceof OptimisticLockError) throw new HttpProblem(409, STALE);
    throw error;
  }
}
