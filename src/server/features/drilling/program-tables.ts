import type { Element, Grade, HoleStatus, HoleType, ProgramStatements, ResultTable, TableHole } from '../../../shared/drilling.ts';
import { DrillHole, DrillInterval, DrillProgram, DrillSurvey } from '../../db/entities/drilling.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';

export function statementsOf(program: DrillProgram): ProgramStatements {
  const { project, name, crs, elements, laboratory, methods, qaqc, compositing, equivalentFormula } = program;
  return { project, name, crs, elements, laboratory, methods, qaqc, compositing, equivalentFormula: equivalentFormula ?? null };
}

/** The programs' current data as result tables, by program id: holes in import order, each with its surveys and intervals. */
export async function programTables(em: EntityManager, programIds: number[]): Promise<Map<number, ResultTable>> {
  const tables = new Map<number, ResultTable>();
  if (!programIds.length) return tables;
  const programs = await em.find(DrillProgram, { id: { $in: programIds } });
  const holes = await em.find(DrillHole, { program: { $in: programIds } }, { orderBy: { id: 'asc' } });
  const holeIds = holes.map((h) => h.id);
  const [surveys, intervals] = holeIds.length
    ? await Promise.all([
        em.find(DrillSurvey, { hole: { $in: holeIds } }, { orderBy: { depth: 'asc' } }),
        em.find(DrillInterval, { hole: { $in: holeIds } }, { orderBy: { id: 'asc' } }),
      ])
    : [[], []];
  const byId = new Map(intervals.map((i) => [i.id, i]));
  for (const program of programs) tables.set(program.id, { program: statementsOf(program), holes: [] });
  const rows = new Map<number, TableHole>();
  for (const hole of holes) {
    const row: TableHole = {
      holeId: hole.holeId,
      type: hole.type as HoleType,
      easting: hole.easting,
      northing: hole.northing,
      elevation: hole.elevation,
      azimuth: hole.azimuth,
      dip: hole.dip,
      length: hole.length,
      status: hole.status as HoleStatus,
      underground: hole.underground,
      withheldReason: hole.withheldReason ?? null,
      surveys: [],
      intervals: [],
    };
    rows.set(hole.id, row);
    tables.get(hole.program.id)!.holes.push(row);
  }
  for (const s of surveys) rows.get(s.hole.id)!.surveys.push({ depth: s.depth, azimuth: s.azimuth, dip: s.dip });
  for (const i of intervals) {
    const parent = i.includingOf ? byId.get(i.includingOf.id)! : null;
    rows.get(i.hole.id)!.intervals.push({
      from: i.from,
      to: i.to,
      trueWidth: i.trueWidth ?? null,
      trueWidthBasis: i.trueWidthBasis ?? null,
      includingOf: parent ? { from: parent.from, to: parent.to } : null,
      grades: i.grades as Partial<Record<Element, Grade>>,
    });
  }
  return tables;
}

/** Stores holes in a program, in order; an "including" interval is linked to its parent once both have ids. */
export async function insertHoles(em: EntityManager, program: DrillProgram, holes: TableHole[]): Promise<void> {
  const links: { child: DrillInterval; parent: DrillInterval }[] = [];
  for (const hole of holes) {
    const { surveys, intervals, ...fields } = hole;
    const row = em.create(DrillHole, { ...fields, program, project: program.project });
    for (const survey of surveys) em.create(DrillSurvey, { ...survey, hole: row });
    const created = intervals.map(({ includingOf: _, ...interval }) => em.create(DrillInterval, { ...interval, hole: row, includingOf: null }));
    intervals.forEach(({ includingOf }, index) => {
      if (!includingOf) return;
      const parent = intervals.findIndex((other) => other.from === includingOf.from && other.to === includingOf.to);
      links.push({ child: created[index]!, parent: created[parent]! });
    });
  }
  await em.flush();
  for (const { child, parent } of links) child.includingOf = parent;
  await em.flush();
}

const inOrder = (hole: TableHole) => ({ ...hole, intervals: [...hole.intervals].sort((x, y) => x.from - y.from || x.to - y.to) });

/** Whether two holes carry the same data, whatever the order of their interval rows. */
export function sameHole(a: TableHole, b: TableHole): boolean {
  return canonical(inOrder(a)) === canonical(inOrder(b));
}

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep the order they were written in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
