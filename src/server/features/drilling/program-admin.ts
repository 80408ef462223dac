import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  COLLAR_COLUMNS,
  COLLAR_OPTIONAL_COLUMNS,
  type DrillProgram as DrillProgramDto,
  type DrillProgramInput,
  type Element,
  gradeColumn,
  type ImportError,
  type ImportFile,
  type ImportResult,
  INTERVAL_COLUMNS,
  INTERVAL_OPTIONAL_COLUMNS,
  type ResultTable,
  SURVEY_COLUMNS,
  UNKNOWN_TRUE_WIDTH,
} from '../../../shared/drilling.ts';
import type { DrillProgramDetail, DrillProgramUpdate } from '../../../shared/drill-program-admin.ts';
import { PROGRAM_IN_USE } from '../../../shared/drill-program-admin.ts';
import { ContentRevision } from '../../db/entities/content-revision.entity.ts';
import { DrillHole, DrillProgram, ReleaseDrillProgram, ReleaseDrillTable } from '../../db/entities/drilling.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addAuditEvent } from '../../core/audit/audit-log.ts';
import type { Publication } from '../../core/publishing/publication.ts';
import { dueTopics } from '../../core/publishing/publication.ts';
import { writeCsv } from './csv.ts';
import { type ImportFiles, importRows } from './import-rows.ts';
import { insertHoles, programTables, sameHole, statementsOf } from './program-tables.ts';
import { shownTables } from './release-tables.ts';

export const PROGRAM_NOT_FOUND = 'Drill program not found';
export const CHANGED_ELSEWHERE = 'Another import changed these holes at the same time: import again';
export const PROGRAM_CHANGED_ELSEWHERE = 'This program was changed elsewhere; reload to see the latest version';
/** The program's revisions (content_revision), one per write of its statements. */
const REVISION_KIND = 'drill-program';

/** An import with errors: nothing was saved (422 with the errors). */
export class ImportRefused extends Error {
  readonly errors: ImportError[];
  constructor(errors: ImportError[]) {
    super('import refused');
    this.errors = errors;
  }
}

/** The program's statements as this write left them, and the audit entry naming it. */
function recordWrite(em: EntityManager, at: Date, actor: Actor, action: 'drill-program-create' | 'drill-program-update', program: DrillProgram): void {
  em.create(ContentRevision, { kind: REVISION_KIND, subjectId: program.id, version: program.version, snapshot: statementsOf(program), username: actor.username, createdAt: at });
  addAuditEvent(em, at, action, actor, undefined, program.name);
}

async function counts(em: EntityManager, programIds: number[]): Promise<Map<number, { holes: number; intervals: number }>> {
  const rows = programIds.length
    ? await em.execute<{ id: number; holes: string | number; intervals: string | number }[]>(
        `select p.id, (select count(*) from drill_hole h where h.program_id = p.id) as holes,
           (select count(*) from drill_interval i join drill_hole h on h.id = i.hole_id where h.program_id = p.id) as intervals
         from drill_program p where p.id in (${programIds.map(() => '?').join(',')})`,
        programIds,
      )
    : [];
  return new Map(rows.map((r) => [Number(r.id), { holes: Number(r.holes), intervals: Number(r.intervals) }]));
}

function toDto(program: DrillProgram, size = { holes: 0, intervals: 0 }): DrillProgramDto {
  return { ...statementsOf(program), id: program.id, ...size, version: program.version, createdAt: program.createdAt.toISOString(), updatedAt: program.updatedAt.toISOString() };
}

/** Public holes the import would change: refused unless it is a correction's (which the release's correction then publishes). */
async function publicChanges(em: EntityManager, program: DrillProgram, imported: ResultTable['holes'], collarRow: Map<string, number>, now: Date): Promise<{ errors: ImportError[]; kept: Set<string> }> {
  const shown = new Map<string, { hole: ResultTable['holes'][number]; title: string }>();
  for (const table of await shownTables(em, now, { programId: program.id })) {
    for (const hole of table.versions.at(-1)!.rows.holes) if (!shown.has(hole.holeId)) shown.set(hole.holeId, { hole, title: table.release.title });
  }
  const errors = imported.flatMap((hole) => {
    const published = shown.get(hole.holeId);
    if (!published || sameHole(published.hole, hole)) return [];
    const message = `Hole ${hole.holeId} is public in "${published.title}": it changes only through a correction (import with correction=true, then correct the release)`;
    return [{ file: 'collars' as const, row: collarRow.get(hole.holeId)!, field: 'hole_id', message }];
  });
  return { errors, kept: new Set(shown.keys()) };
}

/** Two imports at once (into one program, or holes of one name into two of a project) collide on the program's version or the holes' unique index. */
async function concurrently<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException || error instanceof OptimisticLockError) throw new HttpProblem(409, CHANGED_ELSEWHERE);
    throw error;
  }
}

/** The IR manager's programs: create, list, import the three CSV files, export them again. */
export function programAdmin(ctx: { db: Db; clock: () => Date; publication: Publication }) {
  const { db, clock, publication } = ctx;

  async function find(em: EntityManager, id: number): Promise<DrillProgram> {
    const program = await em.findOne(DrillProgram, { id });
    if (!program) throw new HttpProblem(404, PROGRAM_NOT_FOUND);
    return program;
  }

  return {
    async create(input: DrillProgramInput, actor: Actor): Promise<DrillProgramDto> {
      const now = clock();
      const program = await db.transaction(async (em) => {
        const row = em.create(DrillProgram, { ...input, name: input.name.trim(), equivalentFormula: input.equivalentFormula ?? null, createdAt: now, updatedAt: now });
        await em.flush();
        recordWrite(em, now, actor, 'drill-program-create', row);
        await em.flush();
        return row;
      });
      return toDto(program);
    },

    /** The statements only: a public release keeps them as it published them (its table carries them). */
    async update(id: number, input: DrillProgramUpdate, actor: Actor): Promise<DrillProgramDto> {
      const now = clock();
      const { version, ...statements } = input;
      const program = await db.transaction(async (em) => {
        const row = await find(em, id);
        if (row.version !== version) throw new HttpProblem(409, PROGRAM_CHANGED_ELSEWHERE);
        em.assign(row, { ...statements, name: statements.name.trim(), equivalentFormula: statements.equivalentFormula ?? null, updatedAt: now });
        await em.flush();
        recordWrite(em, now, actor, 'drill-program-update', row);
        await em.flush();
        return row;
      });
      return toDto(program, (await db.run((em) => counts(em, [id]))).get(id));
    },

    /** The program with its holes as imported now, and the releases that name it. */
    async detail(id: number): Promise<DrillProgramDetail> {
      return db.run(async (em) => {
        const program = await find(em, id);
        const table = (await programTables(em, [id])).get(id)!;
        const links = await em.find(ReleaseDrillProgram, { program: id }, { populate: ['article'], fields: ['article.id', 'article.title'], orderBy: { id: 'asc' } });
        return {
          program: toDto(program, (await counts(em, [id])).get(id)),
          holes: table.holes,
          releases: links.map((l) => ({ id: l.article.id, title: l.article.title })),
        };
      });
    },

    /** Deletes a program no release names (a published table keeps its program for ever). */
    async remove(id: number, actor: Actor): Promise<void> {
      const now = clock();
      await db.transaction(async (em) => {
        const program = await find(em, id);
        if ((await em.count(ReleaseDrillProgram, { program: id })) + (await em.count(ReleaseDrillTable, { program: id }))) throw new HttpProblem(409, PROGRAM_IN_USE);
        addAuditEvent(em, now, 'drill-program-delete', actor, undefined, program.name);
        await em.flush();
        // Its holes, surveys and intervals go with it (the foreign keys cascade).
        await em.nativeDelete(DrillProgram, { id });
      });
    },

    async list(): Promise<DrillProgramDto[]> {
      return db.run(async (em) => {
        const programs = await em.find(DrillProgram, {}, { orderBy: { id: 'asc' } });
        const sizes = await counts(em, programs.map((p) => p.id));
        return programs.map((p) => toDto(p, sizes.get(p.id)));
      });
    },

    /**
     * Replaces the program's holes with the files' (all rows checked first; any error saves nothing). Holes a
     * public release shows stay as published unless `correction`; those the files leave out are kept.
     */
    async import(id: number, files: ImportFiles, correction: boolean, actor: Actor): Promise<ImportResult> {
      const now = clock();
      const program = await db.run((em) => find(em, id));
      const read = importRows(files, program.elements as Element[]);
      if ('errors' in read) throw new ImportRefused(read.errors);
      const { holes, collarRow } = read;
      const { due, result } = await concurrently(() => db.transaction(async (em) => {
        // A release whose minute has come takes its tables before any row of them can change.
        const due = await publication.takeEffect(em, now);
        const current = await find(em, id);
        const names = holes.map((h) => h.holeId);
        const elsewhere = await em.find(DrillHole, { project: current.project, program: { $ne: id }, holeId: { $in: names } }, { populate: ['program'] });
        const errors: ImportError[] = elsewhere.map((h) => ({ file: 'collars', row: collarRow.get(h.holeId)!, field: 'hole_id', message: `Hole ${h.holeId} belongs to the program "${h.program.name}" of this project` }));
        const { errors: changesPublic, kept } = await publicChanges(em, current, holes, collarRow, now);
        if (!correction) errors.push(...changesPublic);
        if (errors.length) throw new ImportRefused(errors.sort((a, b) => a.row - b.row));
        // Their surveys and intervals go with them (the foreign keys cascade).
        await em.nativeDelete(DrillHole, kept.size ? { program: id, $or: [{ holeId: { $in: names } }, { holeId: { $nin: [...kept] } }] } : { program: id });
        await insertHoles(em, current, holes);
        current.updatedAt = now;
        const result = { holes: holes.length, intervals: holes.reduce((sum, h) => sum + h.intervals.length, 0) };
        addAuditEvent(em, now, 'drill-program-import', actor, undefined, current.name, `${result.holes} holes, ${result.intervals} intervals${correction ? ' (correction)' : ''}`);
        await em.flush();
        return { due, result };
      }));
      await publication.committed(due.articles.map((d) => d.id), dueTopics(due));
      return result;
    },

    /** One of the program's three files, as the import reads them (formula-escaped). */
    async export(id: number, file: ImportFile): Promise<string> {
      const { program, table } = await db.run(async (em) => {
        const program = await find(em, id);
        return { program, table: (await programTables(em, [id])).get(id)! };
      });
      const elements = program.elements as Element[];
      const { holes } = table;
      if (file === 'collars') {
        return writeCsv([...COLLAR_COLUMNS, ...COLLAR_OPTIONAL_COLUMNS], holes.map((h) => [h.holeId, h.easting, h.northing, h.elevation, h.azimuth, h.dip, h.length, h.type, h.status, h.underground ? 'yes' : 'no', h.withheldReason]));
      }
      if (file === 'surveys') return writeCsv(SURVEY_COLUMNS, holes.flatMap((h) => h.surveys.map((s) => [h.holeId, s.depth, s.azimuth, s.dip])));
      return writeCsv(
        [...INTERVAL_COLUMNS, ...elements.map(gradeColumn), ...INTERVAL_OPTIONAL_COLUMNS],
        holes.flatMap((h) =>
          h.intervals.map((i) => [
            h.holeId,
            i.from,
            i.to,
            i.trueWidth ?? (i.trueWidthBasis ? UNKNOWN_TRUE_WIDTH : null),
            i.includingOf ? `${i.includingOf.from}-${i.includingOf.to}` : null,
            ...elements.map((e) => {
              const grade = i.grades[e];
              return grade === undefined ? null : grade.belowDetection ? `<${grade.value}` : grade.value;
            }),
            i.trueWidthBasis,
          ]),
        ),
      );
    },
  };
}

export type ProgramAdmin = ReturnType<typeof programAdmin>;
