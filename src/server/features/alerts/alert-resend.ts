import { LockMode } from '@mikro-orm/core';
import { type AlertCounts, NO_ALERTS } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addAuditEvent } from '../../core/audit/audit-log.ts';
import { NOT_FOUND, writing } from '../articles/index.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { alertCounts } from './alert-counts.ts';
import { QUEUE_ALERTS } from './alert-queue.ts';

export const NOT_PUBLIC = 'Only a published release can be e-mailed again';
export const NEVER_SENT = 'This release was never e-mailed: turn on "E-mail subscribers when published" when it is published';
export const STILL_SENDING = 'This release is still being e-mailed; send it again once every alert has gone';

/**
 * "Send alert again": a release is e-mailed once in its life unless the administrator asks here. Its
 * deliveries are queued afresh (one row per release and subscriber still, so each address gets one copy
 * of this sending) for every confirmed subscriber of its category now, including those who joined since.
 */
export function alertResend(db: Db, clock: () => Date, wake: () => void) {
  return async (articleId: number, actor: Actor): Promise<AlertCounts> => {
    const now = clock();
    const counts = await writing(() =>
      db.transaction(async (em) => {
        // The row lock makes two clicks (or two admins) one sending.
        const article = await em.findOne(Article, { id: articleId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!article) throw new HttpProblem(404, NOT_FOUND);
        if (!isPublicAt(article, now)) throw new HttpProblem(409, NOT_PUBLIC);
        if (!article.alertsQueuedAt) throw new HttpProblem(409, NEVER_SENT);
        const before = (await alertCounts(em, [articleId])).get(articleId);
        if (before?.queued) throw new HttpProblem(409, STILL_SENDING);
        await em.execute(
          // Only addresses that still want this category: anyone else's row would wait in the queue for ever.
          // A new generation: this sending is a new message (Message-ID), not a copy of the last.
          `update alert_delivery d set status = 'queued', attempts = 0, next_attempt_at = ?, sent_at = null, last_error = null,
             generation = generation + 1, message_id = null
           from alert_subscriber s
           where s.id = d.subscriber_id and s.status = 'confirmed' and ? = any(s.categories)
             and d.article_id = ? and d.status in ('sent', 'failed')`,
          [now, article.category, articleId],
        );
        await em.execute(QUEUE_ALERTS, [articleId, now, article.category]);
        addAuditEvent(em, now, 'alerts-resend', actor, article);
        await em.flush();
        return (await alertCounts(em, [articleId])).get(articleId) ?? NO_ALERTS;
      }),
    );
    wake();
    return counts;
  };
}

export type AlertResend = ReturnType<typeof alertResend>;
