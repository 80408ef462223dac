import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { type AuditLog, auditLog } from '../audit/audit-log.ts';
import { cdnPurge } from './cdn-purge.ts';
import { oneTrash, type Trash } from './one-trash.ts';
import { type PublishableKinds, publishableKinds } from './publishable-kind.ts';
import { type Publication, publication } from './publication.ts';
import { scheduleWatcher } from './schedule-watcher.ts';
import { sweepHourly } from './trash-sweep.ts';
import { type KernelContext, type WritePath, writePath } from './write-path.ts';

export interface Publishing {
  /** Every change of what is public goes through it: its hooks run in the change's transaction, then it is announced. */
  publication: Publication;
  audit: AuditLog;
  /** The publishable kinds, each registered by its feature. */
  kinds: PublishableKinds;
  /** What the one write path needs (database, clock, zone, publication). */
  context: KernelContext;
  /** The one write path every kind's admin writes go through. */
  writes: WritePath;
  /** The one Trash of every kind, with its 30-day purge. */
  trash: Trash;
}

declare module 'fastify' {
  interface FastifyInstance {
    publishing: Publishing;
  }
}

/**
 * What every publishing feature shares: the publication every write goes through (announced on the cluster
 * bus and to the CDN purge webhook), the schedule watcher that publishes at each scheduled minute, and the
 * audit log with its sweep. Registered before the features, which add their hooks to the publication.
 */
export const publishingCore = fp(
  async (app: FastifyInstance, { config, clock }: { config: Config; clock: () => Date }) => {
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
    sweepHourly(app, 'audit', () => audit.pruneFailedLogins());
    const kinds = publishableKinds();
    const context: KernelContext = { db, clock, publication: publishing, timeZone: config.COMPANY_TIMEZONE };
    const writes = writePath(context);
    const trash = oneTrash(context, writes, kinds);
    sweepHourly(app, 'trash', () => trash.purgeExpired());
    app.decorate('publishing', { publication: publishing, audit, kinds, context, writes, trash });
  },
  { name: 'publishing', dependencies: ['db', 'cluster-bus'] },
);
