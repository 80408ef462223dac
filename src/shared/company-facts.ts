/**
 * Every company fact the specification leaves to the company: the schema of the facts document the admin
 * edits (GET/PUT /api/admin/company), the values a fresh install starts with, and where each is shown.
 * Placeholders stay `confirmed: false` until the company supplies the real value; the admin's launch
 * checklist and `npm run content:check` list them, and production start-up warns.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Email, Phone, Text, WebUrl } from './contact-formats.ts';
import { messages } from './validation.ts';

export interface Fact<T> {
  value: T;
  confirmed: boolean;
  /** Paths of the pages that show the fact ("every page" for header and footer). */
  shownOn: readonly string[];
}

const fact = <T extends TSchema>(value: T) => Type.Object({ value, confirmed: Type.Boolean() }, { additionalProperties: false });
const strict = { additionalProperties: false } as const;

const AddressLines = (label: string) =>
  Type.Array(Text(label), { minItems: 1, maxItems: 8, ...messages({ label, invalid: `${label} needs one to eight lines` }) });
/** A figure the spec states differently on different pages; empty until the company gives the one true figure. */
const Figure = (label: string) => Type.String({ maxLength: 20, ...messages({ label }) });

export const Officer = Type.Object(
  { name: Text('Name'), position: Text('Position'), biography: Text('Biography', 2000) },
  strict,
);
export type Officer = Static<typeof Officer>;

export const CompanyFactsDocument = Type.Object(
  {
    phone: fact(Phone('Phone')),
    email: fact(Email('E-mail')),
    businessHours: fact(Type.Object({ weekdays: Text('Weekday hours'), weekends: Text('Weekend hours') }, strict)),
    investorRelationsContact: fact(
      Type.Object(
        { name: Type.String({ maxLength: 200, ...messages({ label: 'Contact name' }) }), email: Email('Contact e-mail'), phone: Phone('Contact phone') },
        strict,
      ),
    ),
    corporateOffice: fact(AddressLines('Head office address')),
    registeredOffice: fact(AddressLines('Registered office')),
    legalCounsel: fact(AddressLines('Legal counsel')),
    auditor: fact(AddressLines('Auditor')),
    transferAgent: fact(AddressLines('Transfer agent')),
    socialNetworkUrl: fact(WebUrl('Facebook page')),
    microblogUrl: fact(WebUrl('X (Twitter) account')),
    professionalNetworkUrl: fact(WebUrl('LinkedIn page', true)),
    qualifiedPerson: fact(
      Type.Object(
        {
          name: Text('Qualified Person name'),
          designation: Text('Credentials'),
          relationship: Type.String({ maxLength: 300, ...messages({ label: 'Relationship to the company' }) }),
        },
        strict,
      ),
    ),
    officers: fact(Type.Array(Officer, { minItems: 1, maxItems: 20, ...messages({ label: 'Management team', invalid: 'The management team needs one to twenty people' }) })),
    activeProjects: fact(Figure('Active projects')),
    provinces: fact(Figure('Provinces')),
    totalHectares: fact(Figure('Total hectares')),
  },
  strict,
);
export type CompanyFactsDocument = Static<typeof CompanyFactsDocument>;
export type FactKey = keyof CompanyFactsDocument;

/** GET /api/admin/company answers it; PUT sends it back with the changes and the version it started from. */
export const CompanyFactsState = Type.Object(
  { version: Type.Integer({ minimum: 0, ...messages({ label: 'Version' }) }), facts: CompanyFactsDocument },
  strict,
);
export type CompanyFactsState = Static<typeof CompanyFactsState>;

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
const FIGURE_PAGES = ['/', '/projects/gallery', '/investors'];

/** How the admin names each fact, and the pages that show it. */
export const FACT_INFO: Record<FactKey, { label: string; shownOn: readonly string[] }> = {
  phone: { label: 'Phone', shownOn: [...CONTACT_PAGES, 'presentation request dialog'] },
  email: { label: 'E-mail', shownOn: [...CONTACT_PAGES, 'presentation request dialog'] },
  businessHours: { label: 'Business hours', shownOn: ['/contact'] },
  investorRelationsContact: { label: 'Investor relations contact', shownOn: ['/investors', '/corporate/corporate-directory'] },
  corporateOffice: { label: 'Head office address', shownOn: CONTACT_PAGES },
  registeredOffice: { label: 'Registered office', shownOn: ['/corporate/corporate-directory'] },
  legalCounsel: { label: 'Legal counsel', shownOn: ['/corporate/corporate-directory'] },
  auditor: { label: 'Auditor', shownOn: ['/corporate/corporate-directory'] },
  transferAgent: { label: 'Transfer agent', shownOn: ['/corporate/corporate-directory'] },
  socialNetworkUrl: { label: 'Facebook page', shownOn: EVERY_PAGE },
  microblogUrl: { label: 'X (Twitter) account', shownOn: EVERY_PAGE },
  professionalNetworkUrl: { label: 'LinkedIn page', shownOn: EVERY_PAGE },
  qualifiedPerson: { label: 'Qualified Person', shownOn: TECHNICAL_PAGES },
  officers: { label: 'Management team', shownOn: ['/corporate/management'] },
  activeProjects: { label: 'Number of active projects (the site shows 2 on Home and Investors and 4 on the Gallery: confirm the one true figure)', shownOn: FIGURE_PAGES },
  provinces: { label: 'Number of provinces (the site shows 2, while the projects lie in 3: confirm the true figure)', shownOn: FIGURE_PAGES },
  totalHectares: { label: 'Total hectares (the site shows 20K+ on Home, 6K+ on Investors and 33,227 on the Gallery: confirm the one true figure)', shownOn: FIGURE_PAGES },
};

import { SEED_COMPANY_FACTS } from './company-facts-seed.ts';

export { SEED_COMPANY_FACTS };

/** A facts document with the pages each fact is shown on, as the unconfirmed-facts report reads it. */
export function withPages(facts: CompanyFactsDocument): CompanyFacts {
  return Object.fromEntries(Object.entries(facts).map(([key, f]) => [key, { ...f, shownOn: FACT_INFO[key as FactKey].shownOn }]));
}

/** The facts a fresh install starts with (tests and the fixture registry read them). */
export const companyFacts = withPages(SEED_COMPANY_FACTS);

export type CompanyFacts = Record<string, Fact<unknown>>;
