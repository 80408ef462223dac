import type { CompanyFactsDocument } from './company-facts.ts';

/*
 * Kept apart from the facts' schema so the public sign-up form can name the company's address without
 * bringing the schema library into a page's script.
 */
const seed = <T>(value: T, confirmed = false) => ({ value, confirmed });

/** What a fresh install starts with: today's placeholders, unconfirmed, and the spec's own texts, confirmed. */
export const SEED_COMPANY_FACTS: CompanyFactsDocument = {
  phone: seed('+1 (604) 000-0000'),
  email: seed('info@districtcopper.com'),
  businessHours: seed({ weekdays: 'Monday - Friday: 9:00 AM - 5:00 PM (Pacific)', weekends: 'Saturday - Sunday: Closed' }, true),
  investorRelationsContact: seed({ name: '', email: 'info@districtcopper.com', phone: '+1 (604) 000-0001' }),
  corporateOffice: seed(['Suite 1500, 701 West Georgia Street', 'Vancouver, British Columbia V7Y 1C6', 'Canada']),
  registeredOffice: seed(['[Registered office address line]', 'Vancouver, British Columbia', 'Canada']),
  legalCounsel: seed(['[Legal counsel firm name]', '[Street address]', 'Vancouver, British Columbia', 'Canada']),
  auditor: seed(['[Auditor firm name], Chartered Professional Accountants', '[Street address]', 'Vancouver, British Columbia', 'Canada']),
  transferAgent: seed(['[Transfer agent name]', '[Street address]', 'Vancouver, British Columbia', 'Canada']),
  socialNetworkUrl: seed('https://www.facebook.com/districtcopper'),
  microblogUrl: seed('https://x.com/districtcopper'),
  professionalNetworkUrl: seed(''),
  qualifiedPerson: seed({ name: '[Qualified Person name]', designation: '[P.Geo. or P.Eng.]', relationship: '' }),
  officers: seed([
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
  ]),
  activeProjects: seed(''),
  provinces: seed(''),
  totalHectares: seed(''),
};
