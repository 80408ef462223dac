import { company, type CompanyView } from './company.ts';
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

/** The six cards of the Corporate Directory, from the company facts the admin last saved. */
export function directoryCards(view: CompanyView): DirectoryCard[] {
  // A number is listed only once a real one is recorded.
  const phone: DirectoryLine[] = view.phone ? [{ text: `Phone: ${view.phone}`, href: view.phoneHref }] : [];
  const irPhone: DirectoryLine[] = view.investorRelationsPhone ? [{ text: `Investor Relations: ${view.investorRelationsPhone}`, href: view.investorRelationsPhoneHref }] : [];
  const email: DirectoryLine = { text: `Email: ${view.email}`, href: `mailto:${view.email}` };
  return [
    { title: 'Corporate Office', lines: [...plain(view.office.lines), ...phone, email] },
    { title: 'Registered Office', lines: plain(view.registeredOffice.lines) },
    { title: 'Legal Counsel', lines: plain(view.legalCounsel.lines) },
    { title: 'Auditor', lines: plain(view.auditor.lines) },
    { title: 'Transfer Agent', lines: plain(view.transferAgent.lines) },
    {
      title: 'Contact Information',
      lines: [...phone, ...irPhone, email],
    },
  ];
}

/** Site search finds /corporate/corporate-directory by its card titles; the facts on them change in the admin. */
export const searchText: PageSearchText = {
  path: '/corporate/corporate-directory',
  content: [['Corporate Office', 'Registered Office', 'Legal Counsel', 'Auditor', 'Transfer Agent', 'Contact Information'], company],
};
