import { company } from './company.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** A directory card (title, list of detail lines); lines with an href render as links. */
export interface DirectoryLine {
  text: string;
  href?: string;
}

export interface DirectoryCard {
  title: string;
  lines: DirectoryLine[];
}

const plain = (lines: readonly string[]): DirectoryLine[] => lines.map((text) => ({ text }));
const phone: DirectoryLine = { text: `Phone: ${company.phone}`, href: company.phoneHref };
const email: DirectoryLine = { text: `Email: ${company.email}`, href: `mailto:${company.email}` };

export const directoryCards: DirectoryCard[] = [
  { title: 'Corporate Office', lines: [...plain(company.office.lines), phone, email] },
  { title: 'Registered Office', lines: plain(company.registeredOffice.lines) },
  { title: 'Legal Counsel', lines: plain(company.legalCounsel.lines) },
  { title: 'Auditor', lines: plain(company.auditor.lines) },
  { title: 'Transfer Agent', lines: plain(company.transferAgent.lines) },
  {
    title: 'Contact Information',
    lines: [
      phone,
      { text: `Investor Relations: ${company.investorRelationsPhone}`, href: company.investorRelationsPhoneHref },
      email,
    ],
  },
];

/** Site search finds /corporate/corporate-directory by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/corporate/corporate-directory', content: [directoryCards, company] };
