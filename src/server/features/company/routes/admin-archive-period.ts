import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ARCHIVE_SETTING, ArchivePeriod } from '../../../../shared/archive.ts';
import { actorOf } from '../../../core/audit/actor.ts';
import { type Actor, addAuditEvent } from '../../../core/audit/audit-log.ts';
import { CompanySetting } from '../../../db/entities/company-setting.entity.ts';
import type { Db } from '../../../db/unit-of-work.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { archiveMonths } from '../../articles/index.ts';

interface Options {
  db: Db;
  clock: () => Date;
  /** Every release page may change its banner: drops every cached page. */
  onChanged: () => void;
}

async function setPeriod({ db, clock, onChanged }: Options, months: number, actor: Actor): Promise<ArchivePeriod> {
  const now = clock();
  await db.transaction(async (em) => {
    await em.upsert(CompanySetting, { key: ARCHIVE_SETTING, value: months, updatedAt: now });
    addAuditEvent(em, now, 'archive-period', actor, undefined, `${months} months`);
    await em.flush();
  });
  onChanged();
  return { months };
}

/** How long a release stays current before its page carries the archive banner: the company's choice (two years by default). */
export const adminArchivePeriodRoutes: FastifyPluginAsyncTypebox<Options> = async (app, opts) => {
  app.get('/api/admin/settings/archive', { schema: { response: { 200: ArchivePeriod, ...ERROR_RESPONSES } } }, async () => ({ months: await opts.db.run(archiveMonths) }));
  app.put(
    '/api/admin/settings/archive',
    { schema: { body: ArchivePeriod, response: { 200: ArchivePeriod, ...ERROR_RESPONSES } } },
    async (request) => setPeriod(opts, request.body.months, actorOf(request)),
  );
};
