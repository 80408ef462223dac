/**
 * The company's details as pages use them. Facts the company must confirm (phone, e-mail, addresses,
 * social accounts, the Qualified Person) are read from the registry in src/shared/company-facts.ts.
 */
import { companyFacts as facts } from '../../shared/company-facts.ts';

const qp = facts.qualifiedPerson.value;

export const company = {
  name: 'District Copper Corp.',
  shortName: 'District Copper',
  description:
    'District Copper Corp. is a Canadian copper and critical-minerals explorer advancing district-scale projects in British Columbia and Newfoundland to help meet North American demand.',
  phone: facts.phone.value.display,
  phoneHref: `tel:${facts.phone.value.tel}`,
  investorRelationsPhone: facts.investorRelationsContact.value.display,
  investorRelationsPhoneHref: `tel:${facts.investorRelationsContact.value.tel}`,
  email: facts.email.value,
  office: { lines: facts.corporateOffice.value },
  registeredOffice: { lines: facts.registeredOffice.value },
  legalCounsel: { lines: facts.legalCounsel.value },
  auditor: { lines: facts.auditor.value },
  transferAgent: { lines: facts.transferAgent.value },
  /** Nearest transit and parking for the corporate office above: update together with its address. */
  officeDirections: {
    transit: [
      'Vancouver City Centre Station (Canada Line), at Granville and West Georgia',
      'Granville Station (Expo Line), on Granville Street',
      'Burrard Station (Expo Line), at Burrard and Dunsmuir',
    ],
    parking: 'Paid public parking is available in downtown parkades nearby; we recommend public transit where possible.',
  },
  businessHours: {
    weekdays: 'Monday - Friday: 9:00 AM - 5:00 PM (Pacific)',
    weekends: 'Saturday - Sunday: Closed',
  },
  social: {
    /** The social network page. */
    facebook: { label: 'Facebook', href: facts.socialNetworkUrl.value },
    /** The microblog account. */
    x: { label: 'X (Twitter)', href: facts.microblogUrl.value },
    /** Professional-network link: a placeholder until the company gives its page. */
    linkedin: { label: 'LinkedIn', href: facts.professionalNetworkUrl.value },
  },
  /** The Qualified Person under NI 43-101, as named on technical pages: "Jane Doe, P.Geo.". */
  qualifiedPerson: `${qp.name}, ${qp.designation}`,
  sedarUrl: 'https://www.sedarplus.ca',
} as const;
