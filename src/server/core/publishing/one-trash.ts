import { type PublishableKind, TRASH_DAYS, type TrashedItem } from '../../../shared/trash.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, SYSTEM } from '../audit/audit-log.ts';
import type { AnyDefinition, ItemKey, PublishableKinds } from './publishable-kind.ts';
import { auditItem, findItem, type KernelContext, type WritePath } from './write-path.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
const NO_SUCH_KIND = 'Nothing of this kind is kept in the trash';

export interface Trash {
  /** Every trashed item of every kind, most recently trashed first. */
  list(): Promise<TrashedItem[]>;
  /** Moves an item to the trash: hidden from every public address, listing and figure at once. */
  trash(kind: PublishableKind, key: string | number, actor: Actor): Promise<void>;
  restore(kind: PublishableKind, key: string | number, actor: Actor): Promise<void>;
  /** Deletes a trashed item for good (a release's former addresses with it). */
  purge(kind: PublishableKind, key: string | number, actor: Actor): Promise<void>;
  /** Purges what has been in the trash longer than TRASH_DAYS, of every kind; returns how many. */
  purgeExpired(): Promise<number>;
}

/**
 * The one Trash. Expired items are purged hourly (trash-sweep.ts), and also whenever the trash is read or
 * an item restored from it, so it never shows an item past its days; no visitor-facing request waits on it.
 */
export function oneTrash(ctx: KernelContext, writes: WritePath, kinds: PublishableKinds): Trash {
  const { db, clock } = ctx;

  function resolve(kind: PublishableKind, raw: string | number): { definition: AnyDefinition; key: ItemKey } {
    const definition = kinds.get(kind);
    if (!definition) throw new HttpProblem(404, NO_SUCH_KIND);
    const key = definition.parseKey(String(raw));
    if (key === null) throw new HttpProblem(404, definition.notFound);
    return { definition, key };
  }

  async function purgeExpired(): Promise<number> {
    const now = clock();
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
    return db.transaction(async (em) => {
      let purged = 0;
      for (const definition of kinds.all()) {
        const expired = await em.find(definition.entity, { deletedAt: { $lte: cutoff } } as never);
        for (const row of expired) auditItem(em, now, 'purge', SYSTEM, definition, row);
        if (expired.length) await em.nativeDelete(definition.entity, { [definition.key]: { $in: expired.map((row) => definition.keyOf(row)) } } as never);
        purged += expired.length;
      }
      await em.flush();
      return purged;
    });
  }

  return {
    async list() {
      await purgeExpired();
      const items = await db.run(async (em) => {
        const all: TrashedItem[] = [];
        for (const definition of kinds.all()) {
          for (const row of await em.find(definition.entity, { deletedAt: { $ne: null } } as never)) {
            const trashedAt = (row.deletedAt as Date).toISOString();
            const purgeAt = new Date((row.deletedAt as Date).getTime() + TRASH_DAYS * DAY_MS).toISOString();
            all.push({ kind: definition.kind, id: definition.keyOf(row), title: definition.title(row), trashedAt, deletedAt: trashedAt, purgeAt, ...(definition.slug ? { slug: definition.slug(row) } : {}) });
          }
        }
        return all;
      });
      return items.sort((a, b) => b.trashedAt.localeCompare(a.trashedAt) || String(b.id).localeCompare(String(a.id), 'en', { numeric: true }));
    },
    async trash(kind, raw, actor) {
      const { definition, key } = resolve(kind, raw);
      await writes.transaction(async (em, now) => {
        const row = await findItem(em, definition, key, 'listed');
        row.deletedAt = now;
        definition.endPreviews?.(row);
        auditItem(em, now, 'trash', actor, definition, row);
        await em.flush();
        return { result: undefined, live: [], topics: definition.topics(row) };
      });
    },
    async restore(kind, raw, actor) {
      const { definition, key } = resolve(kind, raw);
      await purgeExpired();
      await writes.transaction(async (em, now) => {
        const row = await findItem(em, definition, key, 'trashed');
        row.deletedAt = null;
        // Links issued before the item was trashed stay dead once it is back.
        definition.endPreviews?.(row);
        auditItem(em, now, 'trash-restore', actor, definition, row);
        await em.flush();
        const live = definition.hooks && definition.isPublic(row, now) ? [Number(key)] : [];
        return { result: undefined, live, topics: definition.topics(row) };
      });
    },
    async purge(kind, raw, actor) {
      const { definition, key } = resolve(kind, raw);
      await db.transaction(async (em) => {
        const row = await findItem(em, definition, key, 'trashed');
        auditItem(em, clock(), 'purge', actor, definition, row);
        em.remove(row);
        await em.flush();
      });
    },
    purgeExpired,
  };
}
