import { NOTICE_OF_MEETING_PATH } from '../../shared/documents.ts';
import type { PageSearchText } from '../../shared/search.ts';

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

/** The AGM document cards on the Investors hub; the last two are published closer to the meeting. */
export type AgmDocument =
  | { title: string; description: string; status: 'page'; href: string }
  | { title: string; description: string; status: 'document'; href: string }
  | { title: string; description: string; status: 'unavailable' };

export const agmDocuments: AgmDocument[] = [
  {
    title: 'Our financial statements',
    description: 'Quarterly and annual statements with MD&A, 2018 to 2023.',
    status: 'page',
    href: '/investors/financial-statements',
  },
  {
    title: 'Notice of meeting',
    description: 'The date, place and business of the Annual General Meeting (PDF).',
    status: 'document',
    href: NOTICE_OF_MEETING_PATH,
  },
  { title: 'Form of proxy', description: 'Available when meeting materials are mailed.', status: 'unavailable' },
  { title: 'Information circular', description: 'Available when meeting materials are mailed.', status: 'unavailable' },
];

/** Site search finds /investors/agm-events by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/agm-events', content: [aboutAgm, votingOptions, agmDocuments] };
