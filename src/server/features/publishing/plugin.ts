import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../feature-options.ts';
import { articleChecks } from './article-checks.ts';
import { type ArticleRevisions, articleRevisions } from './article-revisions.ts';
import { type ArticleTrash, articleTrash } from './article-trash.ts';
import type { WriteContext } from './article-writes.ts';
import { type AuditLog, auditLog } from './audit-log.ts';
import { cdnPurge } from './cdn-purge.ts';
import { type DraftPreviews, draftPreviews } from './draft-previews.ts';
import { previewArticle, previewLinkVerifies } from './preview-articles.ts';
import { type PreviewTokens, previewTokens } from './preview-tokens.ts';
import { type Publication, publication } from './publication.ts';
import { previewRoutes } from './routes/preview.ts';
import { scheduleWatcher } from './schedule-watcher.ts';
import { sweepHourly } from './trash-sweep.ts';

export interface Publishing {
  /** Every change of what is public goes through it: its hooks run in the change's transaction, then it is announced. */
  publication: Publication;
  /** What article writes need: the database, the clock and the publication. */
  writes: WriteContext;
  audit: AuditLog;
  trash: ArticleTrash;
  revisions: ArticleRevisions;
  checks: ReturnType<typeof articleChecks>;
  /** Signed one-hour links to a saved article, and to unsaved form text. */
  previews: PreviewTokens;
  drafts: DraftPreviews;
  /** The article a preview link opens, or null. */
  preview: ReturnType<typeof previewArticle>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publishing: Publishing;
  }
}

/**
 * Publishing releases: the publication every write goes through (announced on the cluster bus and to the
 * CDN purge webhook), the schedule watcher that publishes at each scheduled minute, the audit log, the
 * trash and its sweeps, revisions, pre-publish checks and preview links (with their public pages).
 */
export const publishingFeature = fp(
  async (app: FastifyInstance, { config, clock, ssr }: FeatureOptions) => {
    const { db } = app;
    const purge = config.CDN_PURGE_URL ? cdnPurge(config.CDN_PURGE_URL, app.log) : null;
    const publishing = publication(async (topics) => {
      await app.cluster.publicChanged(topics);
      void purge?.(topics);
    });
    const schedule = scheduleWatcher({ db, clock, bus: app.cluster, publication: publishing, log: app.log });
    app.addHook('onReady', async () => schedule.start());
    app.addHook('onClose', () => schedule.stop());
    const audit = auditLog(db, clock, schedule.catchUp);
    const writes: WriteContext = { db, clock, publication: publishing, timeZone: config.COMPANY_TIMEZONE };
    const trash = articleTrash(writes);
    sweepHourly(app, 'trash', () => trash.purgeExpired());
    sweepHourly(app, 'audit', () => audit.pruneFailedLogins());
    const previews = previewTokens(config.JWT_SECRET, clock);
    const drafts = draftPreviews(db, previewTokens(config.JWT_SECRET, clock, 'article-draft-preview-v1'), clock);
    const preview = previewArticle(db, previews, drafts, clock);
    app.decorate('publishing', {
      publication: publishing,
      writes,
      audit,
      trash,
      revisions: articleRevisions(writes),
      checks: articleChecks(db),
      previews,
      drafts,
      preview,
    });
    await app.register(previewRoutes, { preview, verifies: previewLinkVerifies(previews, drafts), ssr: ssr !== false });
  },
  { name: 'publishing', dependencies: ['db', 'cluster-bus'] },
);
