import { COMPANY_NAME, pageTitle } from './site.ts';

export interface SitePage {
  path: string;
  /** The browser title: the page's name, then the company's name. */
  title: string;
  /** One line for search results and link previews. */
  description: string;
}

/** Every public content page (not articles, search or admin), in menu order. Sitemap, search and tests read this. */
export const SITE_PAGES: SitePage[] = [
  {
    path: '/',
    title: `${COMPANY_NAME} | Exploring a World-Class Mining District in the Highland Valley`,
    description:
      'District Copper Corp. (TSX Venture: DCOP) explores for copper and critical minerals in British Columbia, Newfoundland and Ontario.',
  },
  { path: '/corporate/management', title: `Management - ${COMPANY_NAME}`, description: 'Our strategy for copper as a critical mineral and the team that leads District Copper.' },
  { path: '/corporate/corporate-directory', title: pageTitle('Corporate Directory'), description: 'Offices, legal counsel, auditor, transfer agent and contact details of District Copper Corp.' },
  { path: '/corporate/corporate-governance', title: pageTitle('Corporate Governance'), description: 'How the board of District Copper Corp. is composed, nominated and compensated.' },
  { path: '/corporate/disclaimer', title: pageTitle('Disclaimer'), description: 'Forward-looking information and accuracy of information on this website.' },
  { path: '/sources', title: pageTitle('Sources and References'), description: 'The sources behind the figures quoted on this website.' },
  { path: '/contact', title: pageTitle('Contact'), description: 'Contact District Copper Corp.: office address, phone, e-mail and business hours.' },
  { path: '/projects', title: pageTitle('Projects'), description: 'Our strategic copper and gold projects in British Columbia and Newfoundland.' },
  { path: '/projects/copper-keg', title: pageTitle('Copper Keg Project'), description: 'Copper Keg, our flagship porphyry copper project in British Columbia.' },
  { path: '/projects/stony-lake', title: pageTitle('Stony Lake Gold Project'), description: 'The Stony Lake gold project in central Newfoundland.' },
  { path: '/projects/eaglehead', title: pageTitle('Eaglehead Project'), description: 'The Eaglehead copper porphyry project in northern British Columbia.' },
  { path: '/projects/matachewan', title: pageTitle('Matachewan Gold Project'), description: 'The Matachewan gold project joint venture in Ontario.' },
  { path: '/projects/reports', title: pageTitle('Technical Reports'), description: 'NI 43-101 technical reports on our projects.' },
  { path: '/projects/maps', title: pageTitle('Project Maps'), description: 'Maps of the Copper Keg, Eaglehead and Stony Lake projects.' },
  { path: '/projects/gallery', title: pageTitle('Project Gallery'), description: 'Photographs from our exploration projects.' },
  { path: '/investors', title: pageTitle('Investors'), description: 'Share price, capitalization, presentations and events for investors in District Copper Corp.' },
  { path: '/investors/financial-statements', title: pageTitle('Financial Statements'), description: 'Quarterly and annual financial statements and MD&A, 2018 to 2023.' },
  { path: '/investors/corporate-presentation', title: pageTitle('Corporate Presentation'), description: 'The current corporate presentation of District Copper Corp.' },
  { path: '/investors/stock-information', title: pageTitle('Stock Information'), description: 'Live market data and share structure of District Copper Corp. (TSX Venture: DCOP).' },
  { path: '/investors/sustainability', title: pageTitle('Sustainability'), description: 'Our sustainability principles under the E3 Plus framework.' },
  { path: '/investors/agm-events', title: pageTitle('AGM and Upcoming Events'), description: 'The Annual General Meeting and upcoming events of District Copper Corp.' },
  { path: '/investors/media', title: pageTitle('Press Releases & News'), description: 'Press releases and news from District Copper Corp.' },
  { path: '/download-images', title: pageTitle('Download Images'), description: 'Download the District Copper image archive.' },
];

export function sitePage(path: string): SitePage {
  const page = SITE_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`No site page for ${path}`);
  return page;
}
