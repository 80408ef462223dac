import { Article } from '../../db/entities/article.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import type { PublicationHook } from '../../core/publishing/publication.ts';

/** One delivery row per confirmed subscriber of the release's category; the unique pair makes a second insert a no-op. */
export const QUEUE_ALERTS = `
insert into alert_delivery (article_id, subscriber_id, status, attempts, next_attempt_at)
select ?, s.id, 'queued', 0, ?
from alert_subscriber s
where s.status = 'confirmed' and ? = any(s.categories)
on conflict do nothing`;

/**
 * The publication hook that queues alerts, in the transaction that makes the release public: a
 * release is alerted once in its life (alertsQueuedAt), so editing, unpublishing or republishing it
 * never sends again. `wake` starts the sender once the rows are committed.
 */
export function alertQueue(wake: () => void): PublicationHook {
  return {
    async published(em: EntityManager, articleIds: number[], now: Date) {
      const releases = await em.find(Article, { id: { $in: articleIds }, emailSubscribers: true, alertsQueuedAt: null, deletedAt: null });
      for (const release of releases) {
        await em.execute(QUEUE_ALERTS, [release.id, now, release.category]);
        // Not through the entity: marking it queued is no edit, so its version (the editor's 409 check) stays.
        await em.execute('update article set alerts_queued_at = ? where id = ?', [now, release.id]);
      }
    },
    committed: wake,
  };
}
