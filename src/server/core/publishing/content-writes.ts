import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { ContentRevision } from '../../db/entities/content-revision.entity.ts';
import type { Actor } from '../audit/audit-log.ts';

/** What the site shows beside articles, each dropped from the page cache when it changes. */
export type SiteContentKind = 'company-facts' | 'share-structure' | 'events' | 'photos';

/** What every service that writes site content needs: the database, the time, and who to tell. */
export interface ContentWriteContext {
  db: Db;
  clock: () => Date;
  /** Called after each successful write, before the answer leaves, so the next page view shows it. */
  onContentChanged: (kind: SiteContentKind) => void;
}

/** Keeps a full copy of what a write left, in the write's own transaction. */
export function addRevision(em: EntityManager, at: Date, actor: Actor, kind: string, subjectId: number | null, version: number, snapshot: unknown): void {
  em.create(ContentRevision, { kind, subjectId, version, snapshot, username: actor.username, createdAt: at });
}
