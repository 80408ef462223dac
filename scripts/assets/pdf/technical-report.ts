/** Stand-in for the Stony Lake East NI 43-101 technical report (dated September 18, 2018). */
import { COMPANY_NAME } from '../../../src/shared/site.ts';
import { buildSampleDocument } from './sample-document.ts';

export function technicalReport(): Promise<Uint8Array> {
  return buildSampleDocument({
    title: 'NI 43-101 Technical Report on the Stony Lake East Property, Central Newfoundland',
    kind: 'Technical Report',
    period: 'Report dated September 18, 2018',
    notice:
      'Sample document: this file stands in for the technical report filed on SEDAR+ and contains no geological data, results or estimates.',
    date: new Date(Date.UTC(2018, 8, 18)),
    pages: [
      {
        heading: 'About this file',
        paragraphs: [
          `The technical report on the Stony Lake East property was prepared under National Instrument 43-101 Standards of Disclosure for Mineral Projects and filed by ${COMPANY_NAME} on SEDAR+.`,
          'The property lies in central Newfoundland. Figures quoted on this website (13,625 hectares, a 27 km strike length and 18 gold occurrences) are summarised from public disclosure; the filed report is the authoritative source.',
          'NI 43-101 requires that scientific and technical information be prepared or approved by a Qualified Person. Readers should consult the complete filed report, including its assumptions, qualifications and limitations.',
        ],
      },
    ],
  });
}
