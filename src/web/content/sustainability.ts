import type { PageSearchText } from '../../shared/search.ts';

/** One of the eight E3 Plus principles (PDAC's framework for responsible exploration). */
export interface SustainabilityPrinciple {
  number: string;
  title: string;
  description: string;
}

export const principles: SustainabilityPrinciple[] = [
  {
    number: '01',
    title: 'Adopt Responsible Governance and Management',
    description: 'Our board and management set clear policies, assign accountability and review how every program meets them.',
  },
  {
    number: '02',
    title: 'Apply Ethical Business Practices',
    description: 'We act with integrity and transparency, comply with the law and do not tolerate bribery or corruption.',
  },
  {
    number: '03',
    title: 'Respect Human Rights',
    description: 'We respect the rights and dignity of employees, contractors and the people of the communities where we work.',
  },
  {
    number: '04',
    title: 'Commit to Project Due Diligence and Risk Assessment',
    description: 'Before and during each program we assess the environmental, social and safety risks and plan how to manage them.',
  },
  {
    number: '05',
    title: 'Engage Host Communities and Other Affected and Interested Parties',
    description: 'We engage early and openly with Indigenous peoples, local communities and other parties, and listen to their concerns.',
  },
  {
    number: '06',
    title: 'Contribute to Community Development and Social Wellbeing',
    description: 'Where we explore, we favour local hiring and suppliers and support initiatives the community itself values.',
  },
  {
    number: '07',
    title: 'Protect the Environment',
    description: 'We minimise our footprint, manage water and waste carefully and reclaim drill sites and trails as we go.',
  },
  {
    number: '08',
    title: 'Safeguard the Health and Safety of Workers and the Public',
    description: 'Every crew works under a written safety plan, with training, emergency response and the right to stop unsafe work.',
  },
];

export const implementationAreas = [
  {
    title: 'Environmental',
    points: [
      'Low-impact methods such as geophysics and mapping before drilling',
      'Progressive reclamation of drill pads and access trails',
      'Water, fuel and waste handled to provincial permit conditions',
    ],
  },
  {
    title: 'Social',
    points: [
      'Early dialogue with Indigenous and local communities',
      'Local hiring and purchasing wherever practical',
      'Regular, plain-language updates on our programs',
    ],
  },
  {
    title: 'Health & Safety',
    points: [
      'Site-specific safety plans and orientations for every crew',
      'Emergency response and remote-area first-aid readiness',
      'Incident reporting and review to prevent recurrence',
    ],
  },
] as const;

export const commitment =
  'District Copper is committed to exploring responsibly. We apply the E3 Plus principles to every program, from the first field visit to the reclamation of the last drill site, and we measure ourselves by the trust we earn from communities, regulators and shareholders alike.';

/** Site search finds /investors/sustainability by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/sustainability', content: [principles, implementationAreas, commitment] };
