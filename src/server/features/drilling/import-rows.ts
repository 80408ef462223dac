import {
  COLLAR_COLUMNS,
  COLLAR_OPTIONAL_COLUMNS,
  type Element,
  gradeColumn,
  HOLE_ID_MAX_LENGTH,
  HOLE_ID_PATTERN,
  HOLE_STATUSES,
  HOLE_TYPES,
  type ImportError,
  type ImportFile,
  INTERVAL_COLUMNS,
  INTERVAL_OPTIONAL_COLUMNS,
  REASON_MAX_LENGTH,
  SURVEY_COLUMNS,
  type TableHole,
} from '../../../shared/drilling.ts';
import { readCsv } from './csv.ts';
import { headerErrors, type Row, rowsOf } from './csv-fields.ts';
import { readIntervals } from './import-intervals.ts';

/** The uploaded files' text by part name; `surveys` is optional. */
export type ImportFiles = Partial<Record<ImportFile, string>>;

export interface ImportedHoles {
  holes: TableHole[];
  /** The collars row of each hole, to name it in later errors. */
  collarRow: Map<string, number>;
}

/** Errors past this many are not listed: a file of the wrong layout would otherwise answer thousands. */
const MAX_IMPORT_ERRORS = 200;

const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0', ''];

const AZIMUTH_MESSAGE = 'Azimuth must be a number of degrees from 0 up to, not including, 360';
const DIP_MESSAGE = 'Dip must be a number of degrees from -90 to 0 (negative down) unless the hole is underground';
const UNDERGROUND_DIP_MESSAGE = 'Dip must be a number of degrees from -90 to 90';

const azimuthOk = (value: number) => value >= 0 && value < 360;
const dipOk = (underground: boolean) => (value: number) => value >= -90 && value <= (underground ? 90 : 0);
const dipMessage = (underground: boolean) => (underground ? UNDERGROUND_DIP_MESSAGE : DIP_MESSAGE);

function choice<T extends string>(row: Row, column: string, values: readonly T[], fallback: T): T {
  const cell = row.cell(column);
  if (!cell) return fallback;
  const found = values.find((value) => value.toLowerCase() === cell.toLowerCase());
  if (!found) row.fail(column, `${column === 'type' ? 'Type' : 'Status'} must be one of: ${values.join(', ')}`);
  return found ?? fallback;
}

function readCollar(row: Row, seen: Map<string, number>): TableHole | null {
  const holeId = row.cell('hole_id');
  if (!holeId) row.fail('hole_id', 'Hole id is required');
  else if (holeId.length > HOLE_ID_MAX_LENGTH) row.fail('hole_id', `Hole id must be at most ${HOLE_ID_MAX_LENGTH} characters`);
  else if (!HOLE_ID_PATTERN.test(holeId)) row.fail('hole_id', 'Hole id may hold letters, digits and . _ / - only, starting with a letter or digit');
  else if (seen.has(holeId)) row.fail('hole_id', `Hole ${holeId} is listed twice (first on row ${seen.get(holeId)})`);
  const undergroundCell = row.cell('underground').toLowerCase();
  const underground = YES.includes(undergroundCell);
  if (!underground && !NO.includes(undergroundCell)) row.fail('underground', 'Underground must be yes or no');
  const withheld = row.cell('withheld_reason');
  if (withheld.length > REASON_MAX_LENGTH) row.fail('withheld_reason', `Withheld reason must be at most ${REASON_MAX_LENGTH} characters`);
  const hole = {
    holeId,
    type: choice(row, 'type', HOLE_TYPES, 'diamond'),
    status: choice(row, 'status', HOLE_STATUSES, 'complete'),
    easting: row.number('easting', (v) => v >= 100_000 && v <= 900_000, 'Easting must be a UTM easting, a number of metres from 100000 to 900000'),
    northing: row.number('northing', (v) => v >= 0 && v <= 10_000_000, 'Northing must be a UTM northing, a number of metres from 0 to 10000000'),
    elevation: row.number('elevation', (v) => v >= -1_000 && v <= 9_000, 'Elevation must be a number of metres from -1000 to 9000'),
    azimuth: row.number('azimuth', azimuthOk, AZIMUTH_MESSAGE),
    dip: row.number('dip', dipOk(underground), dipMessage(underground)),
    length: row.number('length', (v) => v > 0 && v <= 5_000, 'Length must be a number of metres greater than 0, at most 5000'),
  };
  if (holeId && !seen.has(holeId)) seen.set(holeId, row.row);
  const { easting, northing, elevation, azimuth, dip, length } = hole;
  if (easting === null || northing === null || elevation === null || azimuth === null || dip === null || length === null || !holeId) return null;
  return { ...hole, easting, northing, elevation, azimuth, dip, length, underground, withheldReason: withheld || null, surveys: [], intervals: [] };
}

function readSurveys(rows: Row[], holes: Map<string, TableHole>): void {
  for (const row of rows) {
    const holeId = row.cell('hole_id');
    const hole = holes.get(holeId);
    if (!hole) {
      row.fail('hole_id', holeId ? `Hole ${holeId} is not in the collars file` : 'Hole id is required');
      continue;
    }
    const depth = row.number('depth', (v) => v >= 0 && v <= hole.length, `Depth must be a number of metres from 0 to the hole's length, ${hole.length} m`);
    const azimuth = row.number('azimuth', azimuthOk, AZIMUTH_MESSAGE);
    const dip = row.number('dip', dipOk(hole.underground), dipMessage(hole.underground));
    const last = hole.surveys.at(-1);
    if (depth !== null && last && depth <= last.depth) {
      row.fail('depth', `Survey depths must increase within a hole: ${depth} m comes after ${last.depth} m`);
      continue;
    }
    if (depth !== null && azimuth !== null && dip !== null) hole.surveys.push({ depth, azimuth, dip });
  }
}

const parsed = (file: ImportFile, text: string | undefined, required: readonly string[], optional: readonly string[], errors: ImportError[]) => {
  if (text === undefined) {
    errors.push({ file, row: 0, field: '', message: `The ${file} file is missing` });
    return null;
  }
  const table = readCsv(text);
  if ('message' in table) {
    errors.push({ file, row: table.row, field: '', message: table.message });
    return null;
  }
  const problems = headerErrors(file, table.header, required, optional);
  errors.push(...problems);
  return problems.length ? null : table;
};

/**
 * Reads and checks the three files of an import against the program's grade columns: every row, every rule,
 * every error at once, with its file, row and column. Holes come back only when there is no error at all.
 */
export function importRows(files: ImportFiles, elements: readonly Element[]): { errors: ImportError[] } | ImportedHoles {
  const errors: ImportError[] = [];
  const gradeColumns = elements.map(gradeColumn);
  const collars = parsed('collars', files.collars, COLLAR_COLUMNS, COLLAR_OPTIONAL_COLUMNS, errors);
  const surveys = files.surveys === undefined ? null : parsed('surveys', files.surveys, SURVEY_COLUMNS, [], errors);
  const intervals = parsed('intervals', files.intervals, [...INTERVAL_COLUMNS, ...gradeColumns], INTERVAL_OPTIONAL_COLUMNS, errors);
  if (collars && !collars.rows.length) errors.push({ file: 'collars', row: 0, field: '', message: 'The collars file lists no hole' });
  if (errors.length) return { errors };

  const collarRow = new Map<string, number>();
  const holes = new Map<string, TableHole>();
  for (const row of rowsOf('collars', collars!, errors)) {
    const hole = readCollar(row, collarRow);
    if (hole) holes.set(hole.holeId, hole);
  }
  // A hole whose collar row failed is known by name still, so its other rows are not reported as strangers.
  if (surveys) readSurveys(rowsOf('surveys', surveys, errors).filter((row) => holes.has(row.cell('hole_id')) || !collarRow.has(row.cell('hole_id'))), holes);
  readIntervals(rowsOf('intervals', intervals!, errors).filter((row) => holes.has(row.cell('hole_id')) || !collarRow.has(row.cell('hole_id'))), holes, elements);
  if (errors.length) return { errors: errors.slice(0, MAX_IMPORT_ERRORS) };
  return { holes: [...holes.values()], collarRow };
}

