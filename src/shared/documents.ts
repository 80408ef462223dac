/**
 * Paths of the documents the site links to. The asset generator writes exactly these files, so a link
 * and its file can never drift apart. All are served from the site root, under /assets/.
 */
export type StatementKind = 'MDA' | 'FS';
export type Quarter = 'Q1' | 'Q2' | 'Q3' | 'Q4';

export const STATEMENT_YEARS = [2023, 2022, 2021, 2020, 2019, 2018] as const;
export const QUARTERS: Quarter[] = ['Q1', 'Q2', 'Q3', 'Q4'];

/** The file part of /assets/{file} for one financial document. */
export function statementFile(year: number, quarter: Quarter, kind: StatementKind): string {
  return `documents/district-copper-${kind === 'MDA' ? 'mda' : 'financial-statements'}-${year}-${quarter.toLowerCase()}.pdf`;
}

export const TECHNICAL_REPORT_PATH = '/assets/documents/stony-lake-east-technical-report-2018.pdf';
export const PRESENTATION_PATH = '/assets/documents/district-copper-corporate-presentation-2025-05.pdf';
export const NOTICE_OF_MEETING_PATH = '/assets/documents/district-copper-notice-of-meeting-2025.pdf';
export const IMAGES_ZIP_PATH = '/district-copper-images.zip';
