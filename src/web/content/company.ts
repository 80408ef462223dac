/**
 * COMPANY FACTS TO CONFIRM. The specification leaves these as placeholders ({phone}, {email}, street
 * addresses, social accounts). They live here, in one file, so the company can replace them in one place.
 * Nothing else in the site hard-codes a phone number, an address or an account.
 */
export const company = {
  name: 'District Copper Corp.',
  shortName: 'District Copper',
  description:
    'District Copper Corp. is a Canadian copper and critical-minerals explorer advancing district-scale projects in British Columbia and Newfoundland to help meet North American demand.',
  /** SPEC {phone}: confirm before launch. */
  phone: '+1 (604) 000-0000',
  phoneHref: 'tel:+16040000000',
  /** Investor relations line (second phone button on the Investors page): placeholder, confirm before launch. */
  investorRelationsPhone: '+1 (604) 000-0001',
  investorRelationsPhoneHref: 'tel:+16040000001',
  /** SPEC {email}: confirm before launch. */
  email: 'info@districtcopper.com',
  /** Corporate office: confirm the street address before launch. */
  office: {
    lines: ['Suite 1500, 701 West Georgia Street', 'Vancouver, British Columbia V7Y 1C6', 'Canada'],
  },
  /** Corporate Directory cards (SPEC section 2): names in brackets and addresses are placeholders, confirm before launch. */
  registeredOffice: {
    lines: ['[Registered office address line]', 'Vancouver, British Columbia', 'Canada'],
  },
  legalCounsel: {
    lines: ['[Legal counsel firm name]', '[Street address]', 'Vancouver, British Columbia', 'Canada'],
  },
  auditor: {
    lines: ['[Auditor firm name], Chartered Professional Accountants', '[Street address]', 'Vancouver, British Columbia', 'Canada'],
  },
  transferAgent: {
    lines: ['[Transfer agent name]', '[Street address]', 'Vancouver, British Columbia', 'Canada'],
  },
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
    facebook: { label: 'Facebook', href: 'https://www.facebook.com/districtcopper' },
    /** The microblog account. */
    x: { label: 'X (Twitter)', href: 'https://x.com/districtcopper' },
    /** Professional-network placeholder link (SPEC: placeholder). */
    linkedin: { label: 'LinkedIn', href: '#' },
  },
  /** The qualified person named on technical pages (NI 43-101); confirm before launch. */
  qualifiedPerson: 'the Company’s Qualified Person under NI 43-101 (name to be confirmed)',
  sedarUrl: 'https://www.sedarplus.ca',
} as const;
