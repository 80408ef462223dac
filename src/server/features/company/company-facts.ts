import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type CompanyFactsDocument, type CompanyFactsState, FACT_INFO, type FactKey, SEED_COMPANY_FACTS } from '../../../shared/company-facts.ts';
import type { Revision } from '../../../shared/company-revision.ts';
import { CompanyFactsRow } from '../../db/entities/company-facts.entity.ts';
import { ContentRevision } from '../../db/entities/content-revision.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addAuditEvent } from '../../core/audit/audit-log.ts';
import { addRevision, type ContentWriteContext } from '../../core/publishing/content-writes.ts';

export const COMPANY_FACTS_STALE = 'The company facts were changed elsewhere; reload to see the latest version';
const ROW_ID = 1;
const REVISION_KIND = 'company-facts';

/** The facts as stored, completed with the seed for any fact added to the schema since the last save. */
export async function readCompanyFacts(em: EntityManager): Promise<CompanyFactsState> {
  const row = await em.findOne(CompanyFactsRow, { id: ROW_ID });
  return row ? { version: row.version, facts: { ...SEED_COMPANY_FACTS, ...row.facts } } : { version: 0, facts: SEED_COMPANY_FACTS };
}

function changedKeys(before: CompanyFactsDocument, after: CompanyFactsDocument): FactKey[] {
  return (Object.keys(FACT_INFO) as FactKey[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export interface CompanyFactsService {
  get(): Promise<CompanyFactsState>;
  update(input: CompanyFactsState, actor: Actor): Promise<CompanyFactsState>;
  revisions(): Promise<Revision[]>;
}

export function companyFactsService(ctx: ContentWriteContext): CompanyFactsService {
  return {
    get: () => ctx.db.run(readCompanyFacts),
    async update(input, actor) {
      const { facts } = input;
      const saved = await ctx.db.transaction(async (em) => {
        const row = await em.findOne(CompanyFactsRow, { id: ROW_ID });
        const current = row ? { version: row.version, facts: { ...SEED_COMPANY_FACTS, ...row.facts } } : { version: 0, facts: SEED_COMPANY_FACTS };
        if (input.version !== current.version) throw new HttpProblem(409, COMPANY_FACTS_STALE);
        const now = ctx.clock();
        const version = current.version + 1;
        // The versioned UPDATE (or the insert of row 1) settles two saves from the same version: one of them fails.
        if (!row) await em.insert(CompanyFactsRow, { id: ROW_ID, version, facts, updatedAt: now });
        else if ((await em.nativeUpdate(CompanyFactsRow, { id: ROW_ID, version: current.version }, { version, facts, updatedAt: now })) !== 1) {
          throw new HttpProblem(409, COMPANY_FACTS_STALE);
        }
        addRevision(em, now, actor, REVISION_KIND, null, version, facts);
        const changed = changedKeys(current.facts, facts).map((key) => FACT_INFO[key].label.replace(/ \(.*$/, ''));
        addAuditEvent(em, now, 'company-update', actor, undefined, `Company facts: ${changed.join(', ') || 'no change'}`);
        await em.flush();
        return { version, facts };
      }).catch((error: unknown) => {
        // Two first saves at once: both insert row 1, the primary key keeps one.
        if (error instanceof UniqueConstraintViolationException) throw new HttpProblem(409, COMPANY_FACTS_STALE);
        throw error;
      });
      ctx.onContentChanged('company-facts');
      return saved;
    },
    revisions: () =>
      ctx.db.run(async (em) => {
        const rows = await em.find(ContentRevision, { kind: REVISION_KIND }, { orderBy: { id: 'desc' }, limit: 100 });
        return rows.map((r) => ({ version: r.version, createdAt: r.createdAt.toISOString(), username: r.username ?? null, snapshot: r.snapshot }));
      }),
  };
}
