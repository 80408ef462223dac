/**
 * Every company fact the specification leaves to the company, in one place. Each has its value, whether
 * the company has confirmed it, and the pages that show it. Placeholders stay `confirmed: false` until
 * the company supplies the real value; `npm run content:check` lists them and production start-up warns.
 */
export interface Fact<T> {
  value: T;
  confirmed: boolean;
  /** Paths of the pages that show the fact ("every page" for header and footer). */
  shownOn: readonly string[];
}

export interface Officer {
  name: string;
  position: string;
  biography: string;
}

export interface QualifiedPerson {
  name: string;
  /** Professional designation, e.g. "P.Geo.". */
  designation: string;
}

const EVERY_PAGE = ['every page (header and footer)'];
const TECHNICAL_PAGES = [
  '/projects/copper-keg',
  '/projects/stony-lake',
  '/projects/eaglehead',
  '/projects/matachewan',
  '/projects/reports',
  '/projects/maps',
  '/articles/{slug} (Project Updates)',
];
const CONTACT_PAGES = ['/contact', '/corporate/corporate-directory', '/investors'];

const fact = <T>(value: T, confirmed: boolean, shownOn: readonly string[]): Fact<T> => ({ value, confirmed, shownOn });

export const companyFacts = {
  phone: fact({ display: '+1 (604) 000-0000', tel: '+16040000000' }, false, [...CONTACT_PAGES, 'presentation request dialog']),
  email: fact('info@districtcopper.com', false, [...CONTACT_PAGES, 'presentation request dialog']),
  investorRelationsContact: fact({ display: '+1 (604) 000-0001', tel: '+16040000001' }, false, ['/investors', '/corporate/corporate-directory']),
  corporateOffice: fact(['Suite 1500, 701 West Georgia Street', 'Vancouver, British Columbia V7Y 1C6', 'Canada'], false, [
    '/contact',
    '/corporate/corporate-directory',
    '/investors',
  ]),
  registeredOffice: fact(['[Registered office address line]', 'Vancouver, British Columbia', 'Canada'], false, ['/corporate/corporate-directory']),
  legalCounsel: fact(['[Legal counsel firm name]', '[Street address]', 'Vancouver, British Columbia', 'Canada'], false, ['/corporate/corporate-directory']),
  auditor: fact(['[Auditor firm name], Chartered Professional Accountants', '[Street address]', 'Vancouver, British Columbia', 'Canada'], false, [
    '/corporate/corporate-directory',
  ]),
  transferAgent: fact(['[Transfer agent name]', '[Street address]', 'Vancouver, British Columbia', 'Canada'], false, ['/corporate/corporate-directory']),
  socialNetworkUrl: fact('https://www.facebook.com/districtcopper', false, EVERY_PAGE),
  microblogUrl: fact('https://x.com/districtcopper', false, EVERY_PAGE),
  professionalNetworkUrl: fact('#', false, EVERY_PAGE),
  qualifiedPerson: fact<QualifiedPerson>({ name: '[Qualified Person name]', designation: '[P.Geo. or P.Eng.]' }, false, TECHNICAL_PAGES),
  officers: fact<Officer[]>(
    [
      {
        name: '[President & CEO name]',
        position: 'President & Chief Executive Officer',
        biography:
          'Leads District Copper’s strategy, financing and relationships with shareholders, partners and communities, and oversees the advancement of the Company’s copper and gold projects.',
      },
      {
        name: '[Chief Financial Officer name]',
        position: 'Chief Financial Officer',
        biography:
          'Responsible for financial reporting, treasury and corporate compliance, including the Company’s continuous disclosure obligations as a TSX Venture Exchange issuer.',
      },
      {
        name: '[VP Exploration name]',
        position: 'Vice President, Exploration',
        biography:
          'Designs and directs the exploration programs at Copper Keg and the Company’s other projects, from mapping and geophysics to drill targeting and data quality.',
      },
      {
        name: '[Director name]',
        position: 'Director',
        biography: 'Serves on the Board of Directors, bringing independent oversight of strategy, risk and governance on behalf of all shareholders.',
      },
    ],
    false,
    ['/corporate/management'],
  ),
} satisfies Record<string, Fact<unknown>>;

export type CompanyFacts = Record<string, Fact<unknown>>;
