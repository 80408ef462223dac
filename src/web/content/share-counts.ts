import type { ShareReading } from '../../shared/share-structure.ts';

/** A class of securities and how many there are. */
export interface ShareCountRow {
  label: string;
  value: number;
}

/** The fully diluted count is the sum of the classes, so it can never disagree with them. */
export function fullyDilutedRow(label: string, rows: readonly ShareCountRow[]): ShareCountRow {
  return { label, value: rows.reduce((sum, row) => sum + row.value, 0) };
}

/** A page's share table: its own published figures until a reading is recorded, then the newest reading with its date. */
export interface ShareTable {
  rows: ShareCountRow[];
  total: ShareCountRow;
  /** YYYY-MM-DD of the reading shown; null for the page's own figures, which the spec gives undated. */
  asOf: string | null;
}

export function shareTable(reading: ShareReading | null, own: readonly ShareCountRow[], totalLabel: string): ShareTable {
  if (!reading) return { rows: [...own], total: fullyDilutedRow(totalLabel, own), asOf: null };
  const [shares, warrants, options] = own.map((row) => row.label) as [string, string, string];
  const rows = [
    { label: shares, value: reading.sharesOutstanding },
    { label: warrants, value: reading.warrants },
    { label: options, value: reading.options },
  ];
  return { rows, total: { label: totalLabel, value: reading.fullyDiluted }, asOf: reading.asOf };
}
