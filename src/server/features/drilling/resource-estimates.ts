import { OptimisticLockError } from '@mikro-orm/core';
import type { CheckItem } from '../../../shared/checks/disclosure-checks.ts';
import type { DrillProject } from '../../../shared/drilling.ts';
import {
  ESTIMATE_CHANGED_ELSEWHERE,
  ESTIMATE_NOT_FOUND,
  ESTIMATE_PUBLIC,
  ESTIMATE_TO_PUBLIC_RELEASE,
  type PublicResourceEstimate,
  type ResourceEstimate as ResourceEstimateDto,
  type ResourceEstimateInput,
  type ResourceRow,
} from '../../../shared/resource-estimate.ts';
import { Article } from '../../db/entities/article.entity.ts';
import { ResourceEstimate } from '../../db/entities/drilling.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { ChecksRefused, HttpProblem, ValidationProblem } from '../../errors.ts';
import { type Actor, addAuditEvent } from '../../core/audit/audit-log.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';
import { resultChecks } from './result-checks.ts';
import { estimateSupersessions } from '../../../shared/superseded.ts';

/** A public document of the library by id, as the drilling feature is given it (its title and address). */
export type PublicDocumentOf = (id: number) => Promise<{ title: string; url: string } | null>;

function toDto(row: ResourceEstimate): ResourceEstimateDto {
  const { id, project, name, effectiveDate, cutOff, metalPrices, assumptions, qualifiedPerson, elements, rows, version } = row;
  return {
    id,
    project,
    name,
    effectiveDate,
    cutOff,
    metalPrices,
    assumptions,
    qualifiedPerson,
    technicalReport: row.technicalReport ?? null,
    elements,
    rows,
    release: row.release?.id ?? null,
    version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every row gives a grade and a contained figure for each element of the estimate, and nothing else. */
function rowProblems(input: ResourceEstimateInput): string | null {
  const wanted = [...input.elements].sort().join(',');
  const bad = input.rows.findIndex((row) => Object.keys(row.grades).sort().join(',') !== wanted || Object.keys(row.contained).sort().join(',') !== wanted);
  if (bad === -1) return null;
  return `Row ${bad + 1} (${input.rows[bad]!.category}) must give grades and contained metal for exactly ${input.elements.join(', ')}`;
}

/** The rows of the estimates attached to a release, for its checks. */
export async function releaseResources(em: EntityManager, where: { slug: string } | { id: number }): Promise<ResourceRow[][]> {
  const rows = await em.find(ResourceEstimate, { release: where }, { fields: ['rows'], orderBy: { id: 'asc' } });
  return rows.map((r) => r.rows);
}

/**
 * The IR manager's resource estimates. One attached to a release is public exactly when the release is; while
 * it is public nothing of it changes. Attached to a scheduled release, it is checked then (422 unless overridden).
 */
export function resourceEstimates(ctx: { db: Db; clock: () => Date; publicDocument: PublicDocumentOf }) {
  const { db, clock, publicDocument } = ctx;

  async function release(em: EntityManager, id: number, now: Date) {
    const article = await em.findOne(Article, { id, deletedAt: null });
    if (!article) throw new ValidationProblem({ release: `There is no release ${id}` });
    if (await em.count(Article, { ...visibleAt(now), id })) throw new ValidationProblem({ release: ESTIMATE_TO_PUBLIC_RELEASE });
    return article;
  }

  /** The estimate an update changes: it exists, the update read its latest version, and its release is not public. */
  async function editable(em: EntityManager, id: number, input: ResourceEstimateInput, now: Date): Promise<ResourceEstimate> {
    const row = await em.findOne(ResourceEstimate, { id });
    if (!row) throw new HttpProblem(404, ESTIMATE_NOT_FOUND);
    if (input.version !== undefined && input.version !== row.version) throw new HttpProblem(409, ESTIMATE_CHANGED_ELSEWHERE);
    if (row.release && (await em.count(Article, { ...visibleAt(now), id: row.release.id }))) throw new HttpProblem(409, ESTIMATE_PUBLIC);
    return row;
  }

  /** The checks a scheduled release carrying the estimate must pass: its Qualified Person named, no Inferred summed, the caution carried. */
  async function checks(input: ResourceEstimateInput, estimateId: number | null, now: Date): Promise<CheckItem[]> {
    if (input.release === null) return [];
    return db.run(async (em) => {
      const article = await release(em, input.release!, now);
      if (!article.scheduledDate) return [];
      const others = await em.find(ResourceEstimate, { release: article.id, ...(estimateId === null ? {} : { id: { $ne: estimateId } }) }, { fields: ['rows'] });
      return resultChecks({ ...article, qualifiedPerson: input.qualifiedPerson, tables: [], resources: [...others.map((o) => o.rows), input.rows] });
    });
  }

  async function validate(input: ResourceEstimateInput, estimateId: number | null, now: Date): Promise<CheckItem[]> {
    const rows = rowProblems(input);
    if (rows) throw new ValidationProblem({ rows });
    if (input.technicalReport !== null && !(await publicDocument(input.technicalReport))) {
      throw new ValidationProblem({ technicalReport: `There is no public document ${input.technicalReport} in the library` });
    }
    const errors = await checks(input, estimateId, now);
    if (errors.length && !input.override) throw new ChecksRefused(errors);
    return errors;
  }

  const fields = (input: ResourceEstimateInput) => {
    const { override: _, version: __, release: ___, ...rest } = input;
    return { ...rest, name: rest.name.trim() };
  };

  function audit(em: EntityManager, now: Date, actor: Actor, action: 'estimate-create' | 'estimate-update', row: ResourceEstimate, errors: CheckItem[], reason?: string) {
    addAuditEvent(em, now, action, actor, undefined, row.name);
    if (errors.length && reason) addAuditEvent(em, now, 'checks-override', actor, undefined, row.name, reason);
  }

  return {
    async list(): Promise<ResourceEstimateDto[]> {
      return db.run(async (em) => (await em.find(ResourceEstimate, {}, { orderBy: { id: 'asc' } })).map(toDto));
    },

    async create(input: ResourceEstimateInput, actor: Actor): Promise<ResourceEstimateDto> {
      const now = clock();
      const errors = await validate(input, null, now);
      return db.transaction(async (em) => {
        const article = input.release === null ? null : await release(em, input.release, now);
        const row = em.create(ResourceEstimate, { ...fields(input), release: article, createdAt: now, updatedAt: now });
        await em.flush();
        audit(em, now, actor, 'estimate-create', row, errors, input.override?.reason);
        await em.flush();
        return toDto(row);
      });
    },

    async update(id: number, input: ResourceEstimateInput, actor: Actor): Promise<ResourceEstimateDto> {
      const now = clock();
      // A stale or frozen estimate is said so before its checks, and again inside the write (another may come first).
      await db.run((em) => editable(em, id, input, now));
      const errors = await validate(input, id, now);
      try {
        return await db.transaction(async (em) => {
          const row = await editable(em, id, input, now);
          const article = input.release === null ? null : await release(em, input.release, now);
          em.assign(row, { ...fields(input), release: article, updatedAt: now });
          audit(em, now, actor, 'estimate-update', row, errors, input.override?.reason);
          await em.flush();
          return toDto(row);
        });
      } catch (error) {
        if (error instanceof OptimisticLockError) throw new HttpProblem(409, ESTIMATE_CHANGED_ELSEWHERE);
        throw error;
      }
    },

    /** The public estimates of a project, or of one release, newest effective date first. */
    async shown(where: { project: DrillProject } | { slug: string }): Promise<PublicResourceEstimate[]> {
      const now = clock();
      const { rows, superseded } = await db.run(async (em) => {
        const rows = await em.find(
          ResourceEstimate,
          { release: { ...visibleAt(now), ...('slug' in where ? { slug: where.slug } : {}) }, ...('project' in where ? { project: where.project } : {}) },
          { populate: ['release'], orderBy: { effectiveDate: 'desc', id: 'desc' } },
        );
        // Superseded by the project's next newer public estimate, wherever it was published.
        const projects = [...new Set(rows.map((row) => row.project))];
        const published = projects.length
          ? await em.find(ResourceEstimate, { project: { $in: projects }, release: visibleAt(now) }, { fields: ['id', 'project', 'name', 'effectiveDate'] })
          : [];
        return { rows, superseded: estimateSupersessions(published) };
      });
      return Promise.all(
        rows.map(async (row) => {
          const { name, project, effectiveDate, cutOff, metalPrices, assumptions, qualifiedPerson, elements, rows: table } = row;
          const report = row.technicalReport ? await publicDocument(row.technicalReport) : null;
          const shownWith = { slug: row.release!.slug, title: row.release!.title };
          return { name, project, effectiveDate, cutOff, metalPrices, assumptions, qualifiedPerson, elements, rows: table, technicalReport: report, release: shownWith, supersededBy: superseded.get(row.id) ?? null };
        }),
      );
    },
  };
}

export type ResourceEstimates = ReturnType<typeof resourceEstimates>;
