import type { ResultTable } from '../../../shared/drilling.ts';
import { DrillProgram, ReleaseDrillProgram, ReleaseDrillTable } from '../../db/entities/drilling.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { ValidationProblem } from '../../errors.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';
import { canonical, programTables } from './program-tables.ts';

export const CHANGE_BY_CORRECTION = 'The result tables of a public release change only through a correction';

/** A table as a public release shows it: each version it was published in, oldest first. */
export interface ShownTable {
  release: { slug: string; title: string };
  programId: number;
  versions: { rows: ResultTable; correction: { at: string; note: string } | null }[];
}

/**
 * The tables of the releases public at `now` (by the one publication rule), narrowed to a project, a
 * release or a program, the first-disclosed release first. A release is public before its tables are taken
 * only between its scheduled minute and the schedule's taking effect: it shows the program's current rows,
 * which nothing can change meanwhile (an import takes the due publications' effect first).
 */
export async function shownTables(em: EntityManager, now: Date, where: { project?: string; slug?: string; programId?: number }): Promise<ShownTable[]> {
  const links = await em.find(
    ReleaseDrillProgram,
    {
      article: { ...visibleAt(now), ...(where.slug === undefined ? {} : { slug: where.slug }) },
      ...(where.project === undefined ? {} : { program: { project: where.project } }),
      ...(where.programId === undefined ? {} : { program: where.programId }),
    },
    { populate: ['article'], fields: ['program', 'article.slug', 'article.title', 'article.date'], orderBy: { article: { date: 'asc', id: 'asc' }, program: 'asc' } },
  );
  if (!links.length) return [];
  const taken = await em.find(ReleaseDrillTable, { $or: links.map((l) => ({ article: l.article.id, program: l.program.id })) }, { orderBy: { id: 'asc' } });
  const untaken = links.filter((l) => !taken.some((t) => t.article.id === l.article.id && t.program.id === l.program.id));
  const live = await programTables(em, [...new Set(untaken.map((l) => l.program.id))]);
  return links.map((link) => {
    const own = taken.filter((t) => t.article.id === link.article.id && t.program.id === link.program.id);
    const versions = own.length
      ? own.map((t) => ({ rows: t.rows, correction: t.correctionNote ? { at: t.takenAt.toISOString(), note: t.correctionNote } : null }))
      : [{ rows: live.get(link.program.id)!, correction: null }];
    return { release: { slug: link.article.slug, title: link.article.title }, programId: link.program.id, versions };
  });
}

/** The release's new programs' tables as they are now, for those it has not published yet: run as it goes public. */
export async function takeTables(em: EntityManager, articleIds: number[], now: Date): Promise<void> {
  const links = await em.find(ReleaseDrillProgram, { article: { $in: articleIds } });
  if (!links.length) return;
  const taken = await em.find(ReleaseDrillTable, { article: { $in: articleIds } });
  const missing = links.filter((l) => !taken.some((t) => t.article.id === l.article.id && t.program.id === l.program.id));
  const tables = await programTables(em, [...new Set(missing.map((l) => l.program.id))]);
  for (const link of missing) {
    em.create(ReleaseDrillTable, { article: link.article, program: link.program, takenAt: now, correctionNote: null, rows: tables.get(link.program.id)! });
  }
  await em.flush();
}

/** A correction of a public release publishes each of its tables again where the program's rows changed. */
async function correctTables(em: EntityManager, articleId: number, programs: number[], note: string, now: Date): Promise<void> {
  const tables = await programTables(em, programs);
  const taken = await em.find(ReleaseDrillTable, { article: articleId, program: { $in: programs } }, { orderBy: { id: 'asc' } });
  for (const program of programs) {
    const latest = taken.filter((t) => t.program.id === program).at(-1);
    const table = tables.get(program)!;
    if (!latest || canonical(latest.rows) !== canonical(table)) {
      em.create(ReleaseDrillTable, { article: articleId, program, takenAt: now, correctionNote: note, rows: table });
    }
  }
  await em.flush();
}

/** The programs each release reports, as the article admin reads and saves them (articles/article-admin.ts ReleaseAttachments). */
export const releasePrograms = {
  async read(em: EntityManager, articleIds: number[]): Promise<Map<number, number[]>> {
    const byArticle = new Map<number, number[]>();
    if (!articleIds.length) return byArticle;
    for (const link of await em.find(ReleaseDrillProgram, { article: { $in: articleIds } }, { orderBy: { id: 'asc' } })) {
      const programs = byArticle.get(link.article.id);
      if (programs) programs.push(link.program.id);
      else byArticle.set(link.article.id, [link.program.id]);
    }
    return byArticle;
  },

  /**
   * Saves which programs the release reports. A release public before and after the write changes them only
   * with a correction, which also publishes the tables again where their rows changed since.
   */
  async save(em: EntityManager, articleId: number, programs: number[], change: { wasPublic: boolean; isPublic: boolean; correction: string | null; now: Date }): Promise<void> {
    const found = programs.length ? await em.find(DrillProgram, { id: { $in: programs } }, { fields: ['id'] }) : [];
    const unknown = programs.filter((id) => !found.some((p) => p.id === id));
    if (unknown.length) throw new ValidationProblem({ drillPrograms: `There is no drill program ${unknown.join(', ')}` });
    const links = await em.find(ReleaseDrillProgram, { article: articleId });
    const current = links.map((l) => l.program.id);
    const changed = current.length !== programs.length || programs.some((id) => !current.includes(id));
    const stayedPublic = change.wasPublic && change.isPublic;
    if (changed && stayedPublic && change.correction === null) throw new ValidationProblem({ drillPrograms: CHANGE_BY_CORRECTION });
    for (const link of links) if (!programs.includes(link.program.id)) em.remove(link);
    for (const id of programs) if (!current.includes(id)) em.create(ReleaseDrillProgram, { article: articleId, program: id });
    await em.flush();
    if (stayedPublic && change.correction !== null) await correctTables(em, articleId, programs, change.correction, change.now);
  },
};
