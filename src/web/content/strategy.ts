import type { PageSearchText } from '../../shared/search.ts';

/**
 * The strategy content of the Management page. Figures are the company's published marketing
 * figures; `source` numbers are the footnotes that link to /sources#source-{n} (content/sources.ts).
 */
export interface CitedText {
  text: string;
  source?: number;
}

export interface StatCard {
  value: string;
  label: string;
  source: number;
}

export interface StrategyTheme {
  number: number;
  title: string;
  description: string;
}

export const strategyHero = {
  eyebrow: 'Our Strategy',
  title: 'Copper Has No Viable Substitute',
  subtitle:
    'Defence, electrification and the power grid all run on copper, and no other material matches its conductivity, durability and recyclability at scale.',
};

export const statCards: StatCard[] = [
  { value: '13X', label: 'Increase in artillery shell production', source: 14 },
  { value: '3X', label: 'More copper in electric vehicles than in combustion-engine cars', source: 12 },
  { value: 'TOP', label: 'Critical mineral for electrification, defence and the grid', source: 5 },
];

export const strategyThemes: StrategyTheme[] = [
  {
    number: 1,
    title: 'Military and Defence',
    description:
      'Ammunition, communications, radar and naval systems depend on copper and copper alloys. Rearmament across NATO is turning copper into a matter of national security as well as industry.',
  },
  {
    number: 2,
    title: 'Electrification Backbone',
    description:
      'Electric vehicles, charging networks, wind and solar farms and the transmission lines that connect them all need far more copper than the systems they replace.',
  },
  {
    number: 3,
    title: 'Canada’s Strategic Advantage',
    description:
      'Canada combines world-class copper geology, established mining districts and a stable, rules-based system on the doorstep of the largest market for the metal in the Western Hemisphere.',
  },
  {
    number: 4,
    title: 'Supply Chain Vulnerabilities',
    description:
      'Copper smelting and refining are concentrated in a few countries, and new mines take many years to build. Secure supply from allied jurisdictions has become a policy priority.',
  },
];

export const leadershipQuote = {
  title: 'Strategic Leadership',
  lead: 'Copper demand is outrunning new supply, and secure jurisdictions will set the pace.',
  quote: [
    { text: 'Global copper demand is forecast to grow 2.6% a year to 2035', source: 2 },
    { text: ' and by 70% by 2050.', source: 3 },
    { text: ' Defence alone shows the scale of the shift: artillery shell production is set to rise from 93,000 to 1.2 million.', source: 14 },
    { text: ' The companies that find new copper in safe jurisdictions will matter to North America for decades.' },
  ] satisfies CitedText[],
  attribution: 'Management, District Copper Corp.',
};

export const allianceSection = {
  eyebrow: 'North American Critical Minerals Alliance',
  title: 'Building Secure Supply Together',
  paragraphs: [
    'Canada and the United States have committed to building critical mineral supply chains together, from exploration through processing to manufacturing.',
    'Copper found in British Columbia can reach U.S. smelters, fabricators and manufacturers on existing road, rail and port links, supporting both countries’ goals for secure supply.',
  ],
  points: [
    { text: 'Canada’s Critical Minerals Strategy names copper a critical mineral', source: 5 },
    { text: 'The Canada-U.S. Joint Action Plan coordinates supply chain investment', source: 15 },
    { text: 'The EU Critical Raw Materials Act adds a third market seeking trusted supply', source: 8 },
  ] satisfies CitedText[],
};

/** Site search finds /corporate/management by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/corporate/management', content: [strategyHero, statCards, strategyThemes, leadershipQuote, allianceSection] };
