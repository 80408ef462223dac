/** The corporate presentation (13 pages, 06 May 2025) and the 2025 AGM notice of meeting. */
import { COMPANY_NAME, TICKER_TEXT } from '../../../src/shared/site.ts';
import { buildSampleDocument, type SamplePage } from './sample-document.ts';

const SECTIONS: SamplePage[] = [
  { heading: 'Cautionary statement', paragraphs: ['This presentation contains forward-looking information. Actual results may differ materially. See the Disclaimer page of our website.'] },
  { heading: 'Who we are', paragraphs: [`${COMPANY_NAME} (${TICKER_TEXT}) is a Canadian copper and critical-minerals explorer.`] },
  { heading: "Meeting North America's copper demand", paragraphs: ['Copper underpins electrification, defence and infrastructure across North America.'] },
  { heading: 'Competitive advantages', paragraphs: ['Infrastructure gateway to the U.S.; established infrastructure; supportive government policies; geopolitical stability.'] },
  { heading: 'A district-scale strategy', paragraphs: ['Our projects sit in established mining districts with access to roads, power and skilled labour.'] },
  { heading: 'Copper Keg project, British Columbia', paragraphs: ['Flagship porphyry copper project: 23 claims covering 6,628.12 hectares, about 20 km from a major copper operation.'] },
  { heading: 'Stony Lake gold project, Newfoundland', paragraphs: ['13,625 hectares along a 27 km strike with 18 gold occurrences.'] },
  { heading: 'Eaglehead project, British Columbia', paragraphs: ['A copper porphyry project of six claims covering 15,956 hectares.'] },
  { heading: 'Matachewan gold project, Ontario', paragraphs: ['A 50:50 joint venture covering 86 cells and 1,328 hectares.'] },
  { heading: 'Policy support', paragraphs: ['Canadian, U.S. and European policies recognise copper as a critical mineral.'] },
  { heading: 'Capital structure', paragraphs: ['See the Investors page of our website for the current share structure.'] },
  { heading: 'Contact', paragraphs: [`${COMPANY_NAME}, investor relations. See the Contact page of our website.`] },
];

export function corporatePresentation(): Promise<Uint8Array> {
  return buildSampleDocument({
    title: 'Corporate Presentation',
    kind: 'Corporate Presentation',
    period: '06 May 2025',
    notice: 'Sample document: this file stands in for the corporate presentation of 06 May 2025 and contains no financial data.',
    date: new Date(Date.UTC(2025, 4, 6)),
    landscape: true,
    pages: SECTIONS,
  });
}

export function noticeOfMeeting(): Promise<Uint8Array> {
  return buildSampleDocument({
    title: 'Notice of Annual General Meeting of Shareholders 2025',
    kind: 'Notice of Meeting',
    period: 'Annual General Meeting 2025, Vancouver, British Columbia (date and time to be announced)',
    notice: 'Sample document: this file stands in for the notice of meeting filed on SEDAR+; the meeting date, time and business will be confirmed in the filed notice.',
    date: new Date(Date.UTC(2025, 4, 6)),
    pages: [
      {
        heading: 'About this file',
        paragraphs: [
          `Shareholders of ${COMPANY_NAME} may vote in person, by proxy or online, as described in the filed information circular.`,
          'The form of proxy and the information circular will be published with the filed notice.',
        ],
      },
    ],
  });
}
