import documentSizes from '../../../.generated/documents.json' with { type: 'json' };
import { TECHNICAL_REPORT_PATH } from '../../shared/documents.ts';
import { formatBytes } from './image-archive.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** A technical report as listed on the Technical Reports page. Every listed report is 'Available'. */
export interface TechnicalReport {
  id: string;
  title: string;
  subtitle: string;
  date: string;
  location: string;
  description: string;
  type: string;
  status: 'Available';
  downloadUrl: string;
  fileSize: string;
}

/** The size the company states for the report, shown only when the asset pipeline has not measured the real file. */
const DECLARED_REPORT_SIZE = '3.6 MB';

/** Size of the file actually served, from the manifest the asset generator writes. */
function sizeOf(path: string, declared: string): string {
  const bytes = (documentSizes as Record<string, number>)[path];
  return bytes ? formatBytes(bytes) : declared;
}

export const technicalReports: TechnicalReport[] = [
  {
    id: 'stony-lake-east-2018',
    title: 'Stony Lake East Technical Report',
    subtitle: 'NI 43-101 Technical Report on the Stony Lake East Property',
    date: 'September 18, 2018',
    location: 'Central Newfoundland, Canada',
    description:
      'Independent technical report on the Stony Lake East property, covering its geology, gold occurrences, exploration history and recommendations for further work.',
    type: 'NI 43-101',
    status: 'Available',
    downloadUrl: TECHNICAL_REPORT_PATH,
    fileSize: sizeOf(TECHNICAL_REPORT_PATH, DECLARED_REPORT_SIZE),
  },
];

export const stonyLakeEastReport = technicalReports[0]!;

export const disclosureStandard = {
  title: 'About NI 43-101',
  paragraphs: [
    'National Instrument 43-101 Standards of Disclosure for Mineral Projects is the rule that governs how companies listed in Canada disclose scientific and technical information about their mineral projects.',
    'It requires that such information be prepared or approved by a Qualified Person, an experienced geoscientist or engineer in good standing with a professional association, and that technical reports follow a prescribed format and be filed publicly on SEDAR+.',
  ],
};

export const importantNotice =
  'Technical reports speak as of their effective date and are subject to the assumptions, qualifications and limitations they set out. Readers should review each report in full, together with the Company’s continuous disclosure filed on SEDAR+, and should not rely on summaries on this website alone.';

/** Site search finds /projects/reports by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects/reports', content: [technicalReports, disclosureStandard, importantNotice] };
