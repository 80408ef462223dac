import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { HttpProblem } from '../../errors.ts';
import type { Trash } from '../../core/publishing/one-trash.ts';
import type { KernelContext, WritePath } from '../../core/publishing/write-path.ts';

export const NOT_FOUND = 'Article not found';
export const DUPLICATE_SLUG = 'An article with this slug already exists';
export const STALE = 'This article was changed elsewhere; reload to see the latest version';
export const VERSION_REQUIRED = 'Reload the article: this save did not say which version it edits';

/** What every service that writes articles needs: the kernel's context, its one write path and its one Trash. */
export interface WriteContext extends KernelContext {
  kernel: WritePath;
  trash: Trash;
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
