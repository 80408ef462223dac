import type { PageSearchText } from '../../shared/search.ts';

/** A governance item (number, title, description), with the page's intro. */
export interface GovernanceItem {
  number: number;
  title: string;
  description: string;
}

export const governanceIntro =
  'District Copper Corp. is committed to sound corporate governance. Our Board of Directors and management follow the governance practices expected of a TSX Venture Exchange issuer under Canadian securities law, so that the Company is run openly, responsibly and in the interest of all shareholders.';

export const governanceItems: GovernanceItem[] = [
  {
    number: 1,
    title: 'Board of Directors',
    description:
      'The Board is responsible for the stewardship of the Company. It approves strategy, budgets and major transactions, oversees management and the principal risks of the business, and ensures the integrity of financial reporting and disclosure. Directors who are independent of management meet regularly and bring outside judgement to the Board’s decisions.',
  },
  {
    number: 2,
    title: 'Nomination of Directors',
    description:
      'The Board as a whole identifies and assesses candidates, looking for the mix of skills in mineral exploration, finance, capital markets, law and governance that the Company needs. Nominees are proposed in the management information circular and elected by shareholders at each Annual General Meeting.',
  },
  {
    number: 3,
    title: 'Compensation of Directors',
    description:
      'The Board reviews director compensation periodically against companies of similar size and stage. Compensation is designed to attract and retain qualified directors while conserving cash for exploration, and may include incentive stock options granted under the Company’s shareholder-approved stock option plan.',
  },
];

/** Site search finds /corporate/corporate-governance by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/corporate/corporate-governance', content: [governanceIntro, governanceItems] };
