import type { PageSearchText } from '../../shared/search.ts';

/**
 * A source (id, title, url, publisher, description). Superscript numbers elsewhere on the
 * site link to /sources#source-{id}. A url of '#' is a placeholder until the address is known: no Visit Source link.
 */
export interface Source {
  id: number;
  title: string;
  url: string;
  publisher: string;
  description: string;
}

export const PLACEHOLDER_URL = '#';

export const sources: Source[] = [
  {
    id: 1,
    title: 'Global Critical Minerals Outlook',
    url: 'https://www.iea.org',
    publisher: 'International Energy Agency (IEA)',
    description: 'Annual outlook for demand and supply of copper and other energy-transition minerals under the IEA’s scenarios.',
  },
  {
    id: 2,
    title: 'The Future of Copper',
    url: 'https://www.spglobal.com',
    publisher: 'S&P Global',
    description: 'Study of copper demand growth from electrification and the supply gap it may open over the coming decades.',
  },
  {
    id: 3,
    title: 'Copper Demand Outlook',
    url: 'https://www.bhp.com',
    publisher: 'BHP',
    description: 'Long-term view from one of the world’s largest copper producers on demand to 2050 and the new supply it will require.',
  },
  {
    id: 4,
    title: 'Mineral Commodity Summaries: Copper',
    url: 'https://www.usgs.gov',
    publisher: 'U.S. Geological Survey (USGS)',
    description: 'Annual statistics on U.S. and world copper production, consumption, reserves and import reliance.',
  },
  {
    id: 5,
    title: 'The Canadian Critical Minerals Strategy',
    url: 'https://natural-resources.canada.ca',
    publisher: 'Natural Resources Canada',
    description: 'Canada’s federal strategy for critical minerals, including the list of minerals, of which copper is one, that the country considers critical.',
  },
  {
    id: 6,
    title: 'Critical Materials Assessment',
    url: 'https://www.energy.gov',
    publisher: 'U.S. Department of Energy',
    description: 'Assessment of the materials most important to clean energy technologies and their supply risk, including copper.',
  },
  {
    id: 7,
    title: 'District Copper Corp. Corporate Presentation',
    url: PLACEHOLDER_URL,
    publisher: 'District Copper Corp.',
    description: 'The Company’s own compilation of project data and market figures; available on request through the presentation form.',
  },
  {
    id: 8,
    title: 'Critical Raw Materials Act',
    url: 'https://single-market-economy.ec.europa.eu',
    publisher: 'European Commission',
    description: 'The European Union’s regulation on a secure and sustainable supply of critical raw materials and its lists of strategic and critical raw materials.',
  },
  {
    id: 9,
    title: 'Highland Valley Copper Operations',
    url: 'https://www.teck.com',
    publisher: 'Teck Resources Limited',
    description: 'Operator information on Highland Valley Copper in south-central British Columbia, one of Canada’s largest copper mines.',
  },
  {
    id: 10,
    title: 'COMEX Copper Futures',
    url: 'https://www.cmegroup.com',
    publisher: 'CME Group',
    description: 'Contract specifications and price history for copper futures traded on the COMEX commodity exchange, quoted in U.S. dollars per pound.',
  },
  {
    id: 11,
    title: 'LME Copper',
    url: 'https://www.lme.com',
    publisher: 'London Metal Exchange',
    description: 'Official prices for copper traded on the London Metal Exchange, quoted in U.S. dollars per metric ton.',
  },
  {
    id: 12,
    title: 'Copper in Electric Vehicles',
    url: 'https://internationalcopper.org',
    publisher: 'International Copper Association',
    description: 'Research on the copper used in electric vehicles, charging infrastructure and the grid compared with conventional vehicles.',
  },
  {
    id: 13,
    title: 'Copper Applications and Facts',
    url: 'https://www.copper.org',
    publisher: 'Copper Development Association',
    description: 'Reference material on the properties, uses and recyclability of copper, and why it is hard to substitute.',
  },
  {
    id: 14,
    title: 'Defense Industrial Base and Munitions Production',
    url: 'https://www.defense.gov',
    publisher: 'U.S. Department of Defense',
    description: 'Announcements on expanding artillery ammunition production, whose shell casings and driving bands use copper and copper alloys.',
  },
  {
    id: 15,
    title: 'Canada-U.S. Joint Action Plan on Critical Minerals Collaboration',
    url: 'https://www.canada.ca',
    publisher: 'Government of Canada',
    description: 'The framework under which Canada and the United States cooperate to build secure North American critical mineral supply chains.',
  },
  {
    id: 16,
    title: 'Legislation on Critical Minerals and Strategic Stockpiles',
    url: 'https://www.congress.gov',
    publisher: 'U.S. Congress',
    description: 'Bills and laws on critical mineral supply, the National Defense Stockpile and tax incentives for domestic production.',
  },
  {
    id: 17,
    title: 'Facts and Figures of the Canadian Mining Industry',
    url: 'https://mining.ca',
    publisher: 'Mining Association of Canada',
    description: 'Annual report on the contribution of mining to Canada’s economy, exports, employment and communities.',
  },
];

/** The link target of superscript footnote {id}. */
export function sourceHref(id: number): string {
  return `/sources#source-${id}`;
}

/** Site search finds /sources by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/sources', content: [sources] };
