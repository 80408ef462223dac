import { CsvError, parse } from 'csv-parse/sync';

/** A CSV file read as text: its header and its data rows (row 1 is the first after the header). */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

export interface CsvFault {
  /** The data row (from 1), or 0 for the header. */
  row: number;
  message: string;
}

/**
 * Cells a spreadsheet would run as a formula (CSV injection): =, +, - and @ start one, and a leading tab or
 * carriage return is read past by some. Such a cell is written as text: quoted, with a single quote first,
 * which every spreadsheet shows as text and hides; reading a file back removes it again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

/** Reads one uploaded file; a malformed file (an open quote, a row of the wrong width) is a fault at its row. */
export function readCsv(text: string): CsvTable | CsvFault {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `records` counts the rows read before the faulty one, the header included.
    return { row: Number(error.records ?? 0), message: `The file is not valid CSV: ${error.message}` };
  }
  const [header, ...rows] = records.map((record) => record.map((cell) => cell.replace(ESCAPED_FORMULA, '')));
  if (!header) return { row: 0, message: 'The file is empty: it needs a header row' };
  const width = rows.findIndex((row) => row.length !== header.length);
  if (width !== -1) return { row: width + 1, message: `The row has ${rows[width]!.length} cells; the header has ${header.length}` };
  return { header: header.map((name) => name.toLowerCase()), rows };
}

/**
 * One CSV cell. Numbers are written as numbers (a negative dip is data, not a formula, and must stay a number
 * for the tools that read it back); text that a spreadsheet would run as a formula is escaped as text.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A whole file, CRLF-terminated as RFC 4180 says. */
export function writeCsv(header: readonly string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
