import type { ImportError, ImportFile } from '../../../shared/drilling.ts';
import type { CsvTable } from './csv.ts';

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A decimal number as geologists write it (no exponent, no thousands separator), or null. */
export function decimal(cell: string): number | null {
  return NUMBER.test(cell) ? Number(cell) : null;
}

/** One data row of a file, read by column name; each problem is added to the import's errors. */
export interface Row {
  file: ImportFile;
  row: number;
  cell(column: string): string;
  fail(field: string, message: string): void;
  /** The cell as a number within the bounds, or null after recording `message`. */
  number(column: string, accept: (value: number) => boolean, message: string): number | null;
}

export function rowsOf(file: ImportFile, table: CsvTable, errors: ImportError[]): Row[] {
  return table.rows.map((cells, index) => {
    const fail = (field: string, message: string) => void errors.push({ file, row: index + 1, field, message });
    const cell = (column: string) => cells[table.header.indexOf(column)] ?? '';
    return {
      file,
      row: index + 1,
      cell,
      fail,
      number(column, accept, message) {
        const value = decimal(cell(column));
        if (value !== null && accept(value)) return value;
        fail(column, message);
        return null;
      },
    };
  });
}

/** The header's problems: a required column missing, a column named twice or not known. */
export function headerErrors(file: ImportFile, header: string[], required: readonly string[], optional: readonly string[]): ImportError[] {
  const errors: ImportError[] = [];
  const known = [...required, ...optional];
  for (const column of required) if (!header.includes(column)) errors.push({ file, row: 0, field: column, message: `The column ${column} is missing` });
  header.forEach((column, index) => {
    if (header.indexOf(column) !== index) errors.push({ file, row: 0, field: column, message: `The column ${column} is named twice` });
    else if (!known.includes(column)) errors.push({ file, row: 0, field: column, message: `Unknown column ${column || '(blank)'}: the columns are ${known.join(', ')}` });
  });
  return errors;
}

