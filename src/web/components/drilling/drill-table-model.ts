import { type Element, ELEMENT_UNITS, type ProgramStatements, type PublicHole, type PublicInterval, type TableHoleView } from '../../../shared/drilling.ts';

type ReleaseRef = PublicHole['release'];

/** A cell: its text, and the number of the footnote it points to. */
export interface DrillCell {
  text: string;
  note?: number;
}

/** One row of a drill results table, as the server renders it and the sorting island reorders it. */
export interface DrillTableRow {
  holeId: string;
  /** 0 for a reported interval (or a hole without one), 1 for an interval "including" in it, and so on. */
  depth: number;
  /** Rows of a group move together when sorted: an interval and those it includes. */
  group: number;
  /** After the hole: from, to, length, true width, then a grade per element; null for a hole without intervals. */
  cells: DrillCell[] | null;
  /** For a hole without intervals: why (no significant intercept, or results withheld). */
  note: DrillCell | null;
  /** Sort keys of each column, the hole's first. */
  keys: (number | string | null)[];
  release: ReleaseRef | null;
}

export interface DrillTableModel {
  caption: string;
  /** The headers after Hole. */
  columns: string[];
  rows: DrillTableRow[];
  /** Numbered notes the cells point to (true-width bases, withheld reasons), numbered from 1. */
  notes: string[];
  /** A last column naming the release that disclosed each hole (the project's table), on each group's first row. */
  releaseColumn: boolean;
}

type Hole = Pick<TableHoleView, 'holeId' | 'nsi' | 'withheldReason' | 'intervals'> & { release?: ReleaseRef };

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;
/** Metres with at least one decimal, as drill tables write them; never fewer decimals than reported. */
export const metres = (value: number) => value.toFixed(Math.max(1, decimals(value)));

/** The elements any of the holes has a grade of, in the program's order (else the table's). */
export function elementsOf(holes: Hole[], order: readonly string[]): Element[] {
  const found = new Set(holes.flatMap((hole) => hole.intervals.flatMap((i) => [...Object.keys(i.grades), ...Object.keys(i.belowDetection)])));
  const ordered = [...order.filter((e) => found.has(e)), ...[...found].filter((e) => !order.includes(e))];
  return ordered.filter((e): e is Element => e in ELEMENT_UNITS);
}

/** Intervals in reading order: each top-level one by depth, with those it includes right after it. */
function nested(intervals: PublicInterval[]): { interval: PublicInterval; depth: number }[] {
  const same = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from === b.from && a.to === b.to;
  const children = (parent: PublicInterval | null) =>
    intervals.filter((i) => (parent === null ? i.includingOf === null : i.includingOf !== null && same(i.includingOf, parent))).sort((a, b) => a.from - b.from || a.to - b.to);
  const walk = (parent: PublicInterval | null, depth: number): { interval: PublicInterval; depth: number }[] =>
    children(parent).flatMap((interval) => [{ interval, depth }, ...walk(interval, depth + 1)]);
  return walk(null, 0);
}

/** Builds the table's rows and notes from public holes; `caption` names it for the caption and the scroll region. */
export function drillTableModel(caption: string, holes: Hole[], elementOrder: readonly string[], releaseColumn = false): DrillTableModel {
  const elements = elementsOf(holes, elementOrder);
  const notes: string[] = [];
  const noteFor = (text: string) => {
    const at = notes.indexOf(text);
    return (at === -1 ? notes.push(text) : at + 1);
  };
  const rows: DrillTableRow[] = [];
  let group = 0;
  for (const hole of holes) {
    const release = releaseColumn ? (hole.release ?? null) : null;
    const empty = Array.from({ length: 4 + elements.length }, () => null);
    if (!hole.intervals.length) {
      const note = hole.withheldReason
        ? { text: 'Results withheld', note: noteFor(`${hole.holeId}: ${hole.withheldReason}`) }
        : { text: hole.nsi ? 'No significant intercept' : 'No results reported' };
      rows.push({ holeId: hole.holeId, depth: 0, group: group++, cells: null, note, keys: [hole.holeId, ...empty], release });
      continue;
    }
    for (const { interval: i, depth } of nested(hole.intervals)) {
      if (depth === 0) group++;
      const width: DrillCell = { text: i.trueWidth === null ? 'Unknown' : metres(i.trueWidth), ...(i.trueWidthBasis ? { note: noteFor(`True width: ${i.trueWidthBasis}`) } : {}) };
      const grades = elements.map((e): DrillCell => {
        if (e in i.belowDetection) return { text: `<${i.belowDetection[e]}` };
        const value = i.grades[e];
        return { text: value === undefined || value === null ? '–' : String(value) };
      });
      rows.push({
        holeId: hole.holeId,
        depth,
        group: group - 1,
        cells: [{ text: metres(i.from) }, { text: metres(i.to) }, { text: metres(i.length) }, width, ...grades],
        note: null,
        keys: [hole.holeId, i.from, i.to, i.length, i.trueWidth, ...elements.map((e) => (e in i.belowDetection ? 0 : (i.grades[e] ?? null)))],
        // Named once per group: an including row is the same release's.
        release: depth === 0 ? release : null,
      });
    }
  }
  const columns = ['From (m)', 'To (m)', 'Length (m)', 'True width (m)', ...elements.map((e) => `${e} (${ELEMENT_UNITS[e]})`)];
  return { caption, columns, rows, notes, releaseColumn };
}

/** A column of the table (0 the hole) and its direction; null: the order of the release. */
export type Sort = { column: number; ascending: boolean } | null;

const compareKeys = (a: number | string | null, b: number | string | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' || typeof b === 'string') return String(a).localeCompare(String(b), 'en', { numeric: true });
  return a - b;
};

/** Groups (an interval with those it includes) in the order of their first row's key, rows without one last either way. */
export function sortRows(rows: DrillTableRow[], sort: Sort): DrillTableRow[] {
  if (!sort) return rows;
  const groups = new Map<number, DrillTableRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const key = (group: DrillTableRow[]) => group[0]!.keys[sort.column] ?? null;
  return [...groups.values()]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) return compareKeys(x, y);
      return sort.ascending ? compareKeys(x, y) : compareKeys(y, x);
    })
    .flat();
}

/** Text the IR manager typed, ended with a full stop unless it ends with one already. */
export const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The program's statements as the table's footnotes: laboratory, methods, QA/QC, compositing and any equivalent formula. */
export function statementNotes(program: ProgramStatements): string[] {
  const { laboratory: lab, qaqc, compositing: c, equivalentFormula: eq } = program;
  const joined = (parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join('; ');
  return [
    'Lengths are core lengths along the hole; true widths are given where the geometry is known.',
    `Laboratory: ${joined([lab.name, lab.location, lab.accreditation, lab.independence])}`,
    `Analytical methods: ${program.methods}`,
    `QA/QC: ${joined([`standards: ${qaqc.standards}`, `blanks: ${qaqc.blanks}`, `duplicates: ${qaqc.duplicates}`])}`,
    `Compositing: ${joined([`cut-off ${c.cutOff}`, `maximum internal dilution ${c.maxInternalDilution}`, `top cut ${c.topCut}`])}`,
    ...(eq ? [`Metal equivalent: ${joined([eq.formula, `prices ${eq.prices}`, `recoveries ${eq.recoveries}`])}`] : []),
  ].map(sentence);
}
