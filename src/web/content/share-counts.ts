/** A class of securities and how many there are. */
export interface ShareCountRow {
  label: string;
  value: number;
}

/** The fully diluted count is the sum of the classes, so it can never disagree with them. */
export function fullyDilutedRow(label: string, rows: readonly ShareCountRow[]): ShareCountRow {
  return { label, value: rows.reduce((sum, row) => sum + row.value, 0) };
}
