import { type Static, Type } from '@sinclair/typebox';
import { LiteralUnion } from './schema-types.ts';

/** Everything the IR manager publishes, one lifecycle for all (server/core/publishing). */
export const PUBLISHABLE_KINDS = ['article', 'document', 'event', 'share-reading', 'photo'] as const;
export const PublishableKind = LiteralUnion([...PUBLISHABLE_KINDS]);
export type PublishableKind = Static<typeof PublishableKind>;

/** Days an item waits in the trash before it is purged. */
export const TRASH_DAYS = 30;

/** An article in the trash: restorable until `purgeAt`, when it is deleted for good. */
export const TrashedArticle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  deletedAt: Type.String(),
  purgeAt: Type.String(),
});
export type TrashedArticle = Static<typeof TrashedArticle>;

/**
 * An item of any kind in the trash (GET /api/admin/trash). A photograph is named by its slot, every other
 * kind by its number; `slug` is a release's. `deletedAt` repeats `trashedAt` for the clients that read it.
 */
export const TrashedItem = Type.Object({
  kind: PublishableKind,
  id: Type.Union([Type.Integer(), Type.String()]),
  title: Type.String(),
  trashedAt: Type.String(),
  deletedAt: Type.String(),
  purgeAt: Type.String(),
  slug: Type.Optional(Type.String()),
});
export type TrashedItem = Static<typeof TrashedItem>;

export const TrashItemParams = Type.Object({ kind: PublishableKind, id: Type.String({ minLength: 1, maxLength: 60 }) });
