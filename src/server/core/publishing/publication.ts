import type { PublicTopic } from '../../plugins/cluster-bus.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { type DuePublications, recordDuePublications } from '../audit/audit-log.ts';

/**
 * What a release going public starts (e-mail alerts, and whatever comes later). `published` runs inside
 * the transaction that makes the releases public, with its entity manager, so its work commits or rolls
 * back with the publication; `committed` runs once that transaction has committed.
 */
export interface PublicationHook {
  published?(em: EntityManager, articleIds: number[], now: Date): Promise<void>;
  committed?(articleIds: number[]): void;
}

/** Everything that changes what is public goes through here: hooks on publication, then the announcement. */
export interface Publication {
  addHook(hook: PublicationHook): void;
  /** Records the scheduled publications (releases and documents) whose minute has come (audit log) and starts the releases' hooks, in `em`'s transaction. */
  takeEffect(em: EntityManager, now: Date): Promise<DuePublications>;
  /** A write made these releases public now: starts their hooks in the write's transaction. */
  published(em: EntityManager, articleIds: number[], now: Date): Promise<void>;
  /** After commit: the releases' hooks, then every process drops what showed them (and the CDN is told). */
  committed(articleIds: number[], topics: PublicTopic[]): Promise<void>;
}

export function articleTopics(slugs: Iterable<string>): PublicTopic[] {
  return ['articles', ...[...new Set(slugs)].map((slug) => `article:${slug}` as const)];
}

/** What scheduled publications that took effect concern. */
export function dueTopics(due: DuePublications): PublicTopic[] {
  return [...(due.articles.length ? articleTopics(due.articles.map((d) => d.slug)) : []), ...(due.documents.length ? (['documents'] as const) : [])];
}

export function publication(announce: (topics: PublicTopic[]) => Promise<void>): Publication {
  const hooks: PublicationHook[] = [];
  const published = async (em: EntityManager, articleIds: number[], now: Date) => {
    if (articleIds.length === 0) return;
    for (const hook of hooks) await hook.published?.(em, articleIds, now);
  };
  return {
    addHook: (hook) => hooks.push(hook),
    async takeEffect(em, now) {
      const due = await recordDuePublications(em, now);
      await published(em, due.articles.map((d) => d.id), now);
      return due;
    },
    published,
    async committed(articleIds, topics) {
      if (articleIds.length) for (const hook of hooks) hook.committed?.(articleIds);
      await announce(topics);
    },
  };
}
