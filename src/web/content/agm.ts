import { type DocumentKind, isPeriodKind, type PublicDocument } from '../../shared/document-library.ts';
import type { PageSearchText } from '../../shared/search.ts';
import { statementSpan, statementYears } from './financial-statements.ts';

export const aboutAgm = [
  {
    title: 'What happens at the AGM',
    text: 'The Annual General Meeting is where shareholders review the past year, receive the audited financial statements, elect the board of directors and appoint the auditor.',
  },
  {
    title: 'Who can vote',
    text: 'Registered shareholders and beneficial holders of record on the record date may vote. Beneficial holders receive voting instructions from their broker or intermediary.',
  },
  {
    title: 'Meeting materials',
    text: 'The notice of meeting, information circular and form of proxy are mailed to shareholders and published on this site and on SEDAR+ before the meeting.',
  },
] as const;

export const votingOptions = [
  {
    title: 'In person',
    text: 'Attend the meeting in Vancouver and vote your shares directly. Please bring photo identification.',
  },
  {
    title: 'By proxy',
    text: 'Complete, sign and return your form of proxy or voting instruction form before the proxy deadline set out in the notice.',
  },
  {
    title: 'Online',
    text: 'Vote online with the control number printed on your form of proxy or voting instruction form.',
  },
] as const;

/** The AGM document cards on the Investors hub; meeting materials are links once the library has them public. */
export type AgmDocument =
  | { title: string; description: string; status: 'page'; href: string }
  | { title: string; description: string; status: 'document'; href: string }
  | { title: string; description: string; status: 'unavailable' };

const UNAVAILABLE = 'Available when meeting materials are mailed.';

const MEETING_MATERIALS: { kind: DocumentKind; title: string; description: string }[] = [
  { kind: 'agm-notice', title: 'Notice of meeting', description: 'The date, place and business of the Annual General Meeting (PDF).' },
  { kind: 'agm-proxy', title: 'Form of proxy', description: 'The form to vote your shares by proxy (PDF).' },
  { kind: 'agm-circular', title: 'Information circular', description: 'The business of the meeting and how to vote, in full (PDF).' },
];

/** The cards, given the public library (newest first): each material links to its newest document. */
export function agmDocuments(documents: readonly PublicDocument[]): AgmDocument[] {
  const years = statementYears(documents.filter((d) => isPeriodKind(d.kind)));
  return [
    {
      title: 'Our financial statements',
      description: `Quarterly and annual statements with MD&A${years.length ? `, ${statementSpan(years)}` : ''}.`,
      status: 'page',
      href: '/investors/financial-statements',
    },
    ...MEETING_MATERIALS.map((m): AgmDocument => {
      const doc = documents.find((d) => d.kind === m.kind);
      return doc ? { title: m.title, description: m.description, status: 'document', href: doc.url } : { title: m.title, description: UNAVAILABLE, status: 'unavailable' };
    }),
  ];
}

/** Site search finds /investors/agm-events by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/agm-events', content: [aboutAgm, votingOptions, MEETING_MATERIALS, UNAVAILABLE] };
