import { type Element, ELEMENT_UNITS, type Grade, gradeColumn, REASON_MAX_LENGTH, type TableHole, type TableInterval, UNKNOWN_TRUE_WIDTH } from '../../../shared/drilling.ts';
import { decimal, type Row } from './csv-fields.ts';

interface Read {
  row: Row;
  hole: TableHole;
  interval: TableInterval;
}

const label = (element: Element) => `${element} ${ELEMENT_UNITS[element]}`;
const span = (i: { from: number; to: number }) => `${i.from}-${i.to} m`;
const place = (hole: TableHole, i: { from: number; to: number }) => `${hole.holeId}\n${i.from}\n${i.to}`;
/** The parent's from-to, as `including_of` writes it: 12.0-48.5. */
const INCLUDING_OF = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)$/;

function readGrades(row: Row, elements: readonly Element[]): Partial<Record<Element, Grade>> {
  const grades: Partial<Record<Element, Grade>> = {};
  for (const element of elements) {
    const column = gradeColumn(element);
    const cell = row.cell(column);
    if (!cell) {
      if (element === elements[0]) row.fail(column, `${label(element)} is required: ${element} is the program's primary element`);
      continue;
    }
    const belowDetection = cell.startsWith('<');
    const value = decimal(belowDetection ? cell.slice(1).trim() : cell);
    if (value === null || value < 0 || (belowDetection && value === 0)) {
      row.fail(column, `${label(element)} must be a grade of at least 0, or <limit when below detection (such as <0.005)`);
    } else grades[element] = { value, belowDetection };
  }
  return grades;
}

function readTrueWidth(row: Row, coreLength: number | null): Pick<TableInterval, 'trueWidth' | 'trueWidthBasis'> {
  const cell = row.cell('true_width');
  const basis = row.cell('true_width_basis');
  if (basis.length > REASON_MAX_LENGTH) row.fail('true_width_basis', `True width basis must be at most ${REASON_MAX_LENGTH} characters`);
  if (cell.toLowerCase() === UNKNOWN_TRUE_WIDTH) {
    if (!basis) row.fail('true_width_basis', 'An unknown true width needs its basis: say why in true_width_basis');
    return { trueWidth: null, trueWidthBasis: basis || null };
  }
  if (!cell) {
    if (basis) row.fail('true_width', 'Give the true width, or write unknown, for the basis to describe');
    return { trueWidth: null, trueWidthBasis: null };
  }
  const within = coreLength === null ? '' : `, at most the core length, ${coreLength} m,`;
  const value = row.number('true_width', (v) => v > 0 && (coreLength === null || v <= coreLength + 1e-9), `True width must be greater than 0${within} or unknown with a basis`);
  return { trueWidth: value, trueWidthBasis: basis || null };
}

function readIncludingOf(row: Row): TableInterval['includingOf'] {
  const cell = row.cell('including_of');
  if (!cell) return null;
  const parts = INCLUDING_OF.exec(cell);
  if (!parts) row.fail('including_of', 'Including of must be the from-to of the parent interval in the same hole, such as 12.0-48.5');
  return parts ? { from: Number(parts[1]), to: Number(parts[2]) } : null;
}

/** An "including" interval lies inside its parent, is shorter, and grades higher in the primary element. */
function checkParent(child: Read, byPlace: Map<string, Read>, primary: Element): void {
  const of = child.interval.includingOf!;
  const parent = byPlace.get(place(child.hole, of));
  if (!parent) {
    child.row.fail('including_of', `Hole ${child.hole.holeId} has no interval ${span(of)} to include this one in`);
    return;
  }
  const { from, to } = child.interval;
  if (from < of.from || to > of.to || (from === of.from && to === of.to)) {
    child.row.fail('including_of', `An including interval must lie inside its parent, ${span(of)}, and be shorter`);
    return;
  }
  const own = child.interval.grades[primary];
  const theirs = parent.interval.grades[primary];
  if (own && theirs && (own.belowDetection || own.value <= theirs.value)) {
    child.row.fail(gradeColumn(primary), `An including interval must grade higher in ${primary} than its parent (${theirs.value} ${ELEMENT_UNITS[primary]})`);
  }
}

/** Intervals of one hole at one level (the top, or inside one parent) never overlap. */
function checkOverlaps(all: Read[]): void {
  const levels = new Map<string, Read[]>();
  for (const read of all) {
    const key = `${read.hole.holeId}\n${read.interval.includingOf ? span(read.interval.includingOf) : ''}`;
    const level = levels.get(key);
    if (level) level.push(read);
    else levels.set(key, [read]);
  }
  for (const level of levels.values()) {
    const sorted = [...level].sort((a, b) => a.interval.from - b.interval.from || a.row.row - b.row.row);
    sorted.forEach((read, index) => {
      const before = sorted[index - 1];
      if (before && read.interval.from < before.interval.to) {
        read.row.fail('from', `Overlaps the interval ${span(before.interval)} on row ${before.row.row}, at the same level`);
      }
    });
  }
}

/** Reads the intervals file's rows into their holes, checking each and then each hole's intervals together. */
export function readIntervals(rows: Row[], holes: Map<string, TableHole>, elements: readonly Element[]): void {
  const all: Read[] = [];
  for (const row of rows) {
    const holeId = row.cell('hole_id');
    const hole = holes.get(holeId);
    if (!hole) {
      row.fail('hole_id', holeId ? `Hole ${holeId} is not in the collars file` : 'Hole id is required');
      continue;
    }
    const from = row.number('from', (v) => v >= 0 && v < hole.length, `From must be a number of metres from 0, less than the hole's length, ${hole.length} m`);
    const to = row.number('to', (v) => v > 0 && v <= hole.length, `To must be a number of metres greater than 0, at most the hole's length, ${hole.length} m`);
    const ordered = from !== null && to !== null && from < to;
    if (from !== null && to !== null && !ordered) row.fail('to', 'To must be greater than From');
    const grades = readGrades(row, elements);
    const width = readTrueWidth(row, ordered ? Number((to - from).toFixed(6)) : null);
    const includingOf = readIncludingOf(row);
    if (!ordered) continue;
    const interval: TableInterval = { from, to, ...width, includingOf, grades };
    all.push({ row, hole, interval });
    hole.intervals.push(interval);
  }
  // The first interval at a place is the parent; a second there is an overlap, reported below.
  const byPlace = new Map<string, Read>();
  for (const read of all) if (!byPlace.has(place(read.hole, read.interval))) byPlace.set(place(read.hole, read.interval), read);
  for (const read of all) if (read.interval.includingOf) checkParent(read, byPlace, elements[0]!);
  checkOverlaps(all);
}
