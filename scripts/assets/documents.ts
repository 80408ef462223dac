/** Every PDF the site links to, and the manifest of their sizes that the reports page reads. */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NOTICE_OF_MEETING_PATH, PRESENTATION_PATH, TECHNICAL_REPORT_PATH } from '../../src/shared/documents.ts';
import { corporatePresentation, noticeOfMeeting } from './pdf/corporate-documents.ts';
import { statementJobs } from './pdf/financial-statements.ts';
import { technicalReport } from './pdf/technical-report.ts';

export interface DocumentJob {
  /** Public URL path, e.g. /assets/documents/x.pdf. */
  path: string;
  build: () => Promise<Uint8Array>;
}

export function documentJobs(): DocumentJob[] {
  return [
    ...statementJobs().map((job) => ({ path: `/assets/${job.file}`, build: job.build })),
    { path: TECHNICAL_REPORT_PATH, build: technicalReport },
    { path: PRESENTATION_PATH, build: corporatePresentation },
    { path: NOTICE_OF_MEETING_PATH, build: noticeOfMeeting },
  ].sort((a, b) => a.path.localeCompare(b.path));
}

export function fileOf(publicDir: string, path: string): string {
  return join(publicDir, ...path.split('/').filter(Boolean));
}

export async function writeDocument(publicDir: string, job: DocumentJob): Promise<void> {
  const file = fileOf(publicDir, job.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await job.build());
}

/** { "/assets/documents/x.pdf": bytes } for every document that exists. */
export function writeDocumentsManifest(publicDir: string, manifestFile: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const job of documentJobs()) {
    const file = fileOf(publicDir, job.path);
    if (existsSync(file)) sizes[job.path] = statSync(file).size;
  }
  writeFileSync(manifestFile, `${JSON.stringify(sizes, null, 2)}\n`);
  return sizes;
}
