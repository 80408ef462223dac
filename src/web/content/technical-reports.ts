import type { PublicDocument } from '../../shared/document-library.ts';
import { TECHNICAL_REPORT_PATH } from '../../shared/documents.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { formatBytes } from '../../shared/format-bytes.ts';
import { supersededLine } from '../../shared/superseded.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** A technical report as listed on the Technical Reports page. Every listed report is 'Available'. */
export interface TechnicalReport {
  id: string;
  title: string;
  subtitle: string | null;
  date: string;
  location: string | null;
  description: string;
  type: string;
  status: 'Available';
  /** "Superseded by {title}, {date}" once a newer report of its project is public; the file stays available. */
  supersededNote: string | null;
  downloadUrl: string;
  fileSize: string;
}

/** What the card says of a report beyond the library's fields, for the reports the site carried before it. */
const REPORT_DETAILS: Record<string, { subtitle: string; location: string; type: string }> = {
  [TECHNICAL_REPORT_PATH]: {
    subtitle: 'NI 43-101 Technical Report on the Stony Lake East Property',
    location: 'Central Newfoundland, Canada',
    type: 'NI 43-101',
  },
};

/** The library's public technical reports, newest first, as the report cards show them. */
export function technicalReports(documents: readonly PublicDocument[]): TechnicalReport[] {
  return documents.map((doc) => {
    const details = REPORT_DETAILS[doc.url];
    return {
      id: String(doc.id),
      title: doc.title,
      subtitle: details?.subtitle ?? null,
      date: formatLongDate(`${doc.documentDate}T00:00:00Z`),
      location: details?.location ?? null,
      description: doc.description,
      type: details?.type ?? 'Technical Report',
      status: 'Available',
      supersededNote: doc.supersededBy ? supersededLine(doc.supersededBy) : null,
      downloadUrl: doc.url,
      fileSize: formatBytes(doc.bytes),
    };
  });
}

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
export const searchText: PageSearchText = { path: '/projects/reports', content: [REPORT_DETAILS, disclosureStandard, importantNotice] };
