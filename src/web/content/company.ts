/**
 * The company's details as pages use them. Facts the company must confirm (phone, e-mail, addresses,
 * social accounts, the Qualified Person, the management team) are edited in the admin: pages read them
 * through useCompany() (state/site-content.ts), which shapes them with companyView below.
 */
import { telHref } from '../../shared/contact-formats.ts';
import type { CompanyFactsDocument } from '../../shared/company-facts.ts';
import { qualifiedPersonNaming } from '../../shared/qualified-person.ts';

export const company = {
  name: 'District Copper Corp.',
  shortName: 'District Copper',
  description:
    'District Copper Corp. is a Canadian copper and critical-minerals explorer advancing district-scale projects in British Columbia and Newfoundland to help meet North American demand.',
  /** Nearest transit and parking for the corporate office: update together with its address. */
  officeDirections: {
    transit: [
      'Vancouver City Centre Station (Canada Line), at Granville and West Georgia',
      'Granville Station (Expo Line), on Granville Street',
      'Burrard Station (Expo Line), at Burrard and Dunsmuir',
    ],
    parking: 'Paid public parking is available in downtown parkades nearby; we recommend public transit where possible.',
  },
  sedarUrl: 'https://www.sedarplus.ca',
} as const;

/**
 * The facts as pages use them. The server sends them without placeholders (publicFacts): an empty text means
 * nothing real is recorded yet, and a page then leaves that line out.
 */
export function companyView(facts: CompanyFactsDocument) {
  const ir = facts.investorRelationsContact.value;
  const phone = facts.phone.value;
  const irPhone = ir.phone;
  return {
    ...company,
    /** '' until a real number is recorded; pages then leave the phone line out. */
    phone,
    phoneHref: phone ? telHref(phone) : '',
    investorRelationsName: ir.name,
    investorRelationsEmail: ir.email,
    investorRelationsPhone: irPhone,
    investorRelationsPhoneHref: irPhone ? telHref(irPhone) : '',
    email: facts.email.value,
    office: { lines: facts.corporateOffice.value },
    registeredOffice: { lines: facts.registeredOffice.value },
    legalCounsel: { lines: facts.legalCounsel.value },
    auditor: { lines: facts.auditor.value },
    transferAgent: { lines: facts.transferAgent.value },
    businessHours: facts.businessHours.value,
    social: {
      /** The social network page. */
      facebook: { label: 'Facebook', href: facts.socialNetworkUrl.value },
      /** The microblog account. */
      x: { label: 'X (Twitter)', href: facts.microblogUrl.value },
      /** Professional-network link: a placeholder until the company gives its page. */
      linkedin: { label: 'LinkedIn', href: facts.professionalNetworkUrl.value || '#' },
    },
    /** The Qualified Person under NI 43-101 as technical pages name them ("Jane Doe, P.Geo., an independent consultant"), '' until named. */
    qualifiedPerson: qualifiedPersonNaming(facts.qualifiedPerson.value),
    /** A person not yet named has '' as name: the card shows the position alone. */
    officers: facts.officers.value,
  };
}
export type CompanyView = ReturnType<typeof companyView>;
