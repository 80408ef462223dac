import { STATEMENT_TAB_VALUES } from './financial-statements.ts';
import { HISTORY_RANGES } from './history-ranges.ts';
import { RENDERED_PAGE_MAX_AGE_MS } from './page-freshness.ts';
import { COMPANY_NAME, pageTitle } from './site.ts';

/** Whether a query value is one a page shows as its own; the server redirects any other to the page's URL without it. */
export type QueryRule = (value: string) => boolean;

export interface SitePage {
  path: string;
  /** The browser title: the page's name, then the company's name. */
  title: string;
  /** One line for search results and link previews. */
  description: string;
  /** Its module under src/web/pages, without the extension. */
  module: string;
  /** The query parameters it reads, in the order its URLs write them; every other parameter is ignored (one cached copy). */
  query?: Readonly<Record<string, QueryRule>>;
  /**
   * What the IR manager publishes that it shows: its cached copy is dropped on every change of what is public,
   * never outlives the next scheduled publication, and a CDN keeps it 30 s at most.
   */
  shows?: readonly ('releases' | 'documents')[];
  /**
   * How long its rendered copy is reused; 0: rendered for every request, never kept. At most, and unless said,
   * RENDERED_PAGE_MAX_AGE_MS, the age of the quote every page shows.
   */
  maxAgeMs?: number;
  /** Left out of the sitemap and the site search, and kept out of search engines: a confirmation, or the search itself. */
  unlisted?: true;
}

/** The first year the news list may be asked for: the company's releases start after it. */
export const FIRST_NEWS_YEAR = 2000;

/** A calendar year from FIRST_NEWS_YEAR to this one: its news list renders, with or without releases. */
export function isNewsYear(value: string, currentYear: number = new Date().getUTCFullYear()): boolean {
  return /^\d{4}$/.test(value) && Number(value) >= FIRST_NEWS_YEAR && Number(value) <= currentYear;
}

const oneOf =
  (values: readonly string[]): QueryRule =>
  (value) =>
    values.includes(value);
/** Page 1 is the list without ?page=, so only later pages have a parameter. */
const laterPage: QueryRule = (value) => /^[1-9]\d{0,5}$/.test(value) && value !== '1';
/** A fiscal year ends on October 31, so statements of the year after this one may already be filed. */
const fiscalYear: QueryRule = (value) => /^\d{4}$/.test(value) && Number(value) >= FIRST_NEWS_YEAR && Number(value) <= new Date().getUTCFullYear() + 1;
const anyText: QueryRule = () => true;

/**
 * Every public page but articles and previews (their addresses carry a slug or a token), in menu order:
 * the route table, each page's head, the sitemap, the site search and the server's page cache are built
 * from it, so what a page accepts and how it is cached are said here, once.
 */
export const PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: `${COMPANY_NAME} | Exploring a World-Class Mining District in the Highland Valley`,
    description:
      'District Copper Corp. (TSX Venture: DCOP) explores for copper and critical minerals in British Columbia, Newfoundland and Ontario.',
    module: 'home/home-page',
    shows: ['releases', 'documents'],
  },
  {
    path: '/corporate/management',
    title: `Management - ${COMPANY_NAME}`,
    description: 'Our strategy for copper as a critical mineral and the team that leads District Copper.',
    module: 'corporate/management-page',
  },
  {
    path: '/corporate/corporate-directory',
    title: pageTitle('Corporate Directory'),
    description: 'Offices, legal counsel, auditor, transfer agent and contact details of District Copper Corp.',
    module: 'corporate/corporate-directory-page',
  },
  {
    path: '/corporate/corporate-governance',
    title: pageTitle('Corporate Governance'),
    description: 'How the board of District Copper Corp. is composed, nominated and compensated.',
    module: 'corporate/corporate-governance-page',
  },
  {
    path: '/corporate/disclaimer',
    title: pageTitle('Disclaimer'),
    description: 'Forward-looking information and accuracy of information on this website.',
    module: 'corporate/disclaimer-page',
  },
  { path: '/sources', title: pageTitle('Sources and References'), description: 'The sources behind the figures quoted on this website.', module: 'corporate/sources-page' },
  {
    path: '/contact',
    title: pageTitle('Contact'),
    description: 'Contact District Copper Corp.: office address, phone, e-mail and business hours.',
    module: 'corporate/contact-page',
  },
  {
    path: '/contact/thank-you',
    title: pageTitle('Message Sent'),
    description: 'The contact form’s confirmation that a message was received.',
    module: 'corporate/contact-thank-you-page',
    unlisted: true,
  },
  {
    path: '/projects',
    title: pageTitle('Projects'),
    description: 'Our strategic copper and gold projects in British Columbia and Newfoundland.',
    module: 'projects/projects-page',
    shows: ['documents'],
  },
  {
    path: '/projects/copper-keg',
    title: pageTitle('Copper Keg Project'),
    description: 'Copper Keg, our flagship porphyry copper project in British Columbia.',
    module: 'projects/copper-keg-page',
    shows: ['releases'],
  },
  { path: '/projects/stony-lake', title: pageTitle('Stony Lake Gold Project'), description: 'The Stony Lake gold project in central Newfoundland.', module: 'projects/stony-lake-page' },
  {
    path: '/projects/eaglehead',
    title: pageTitle('Eaglehead Project'),
    description: 'The Eaglehead copper porphyry project in northern British Columbia.',
    module: 'projects/eaglehead-page',
    shows: ['releases'],
  },
  { path: '/projects/matachewan', title: pageTitle('Matachewan Gold Project'), description: 'The Matachewan gold project joint venture in Ontario.', module: 'projects/matachewan-page' },
  {
    path: '/projects/reports',
    title: pageTitle('Technical Reports'),
    description: 'NI 43-101 technical reports on our projects.',
    module: 'projects/reports-page',
    shows: ['documents'],
  },
  { path: '/projects/maps', title: pageTitle('Project Maps'), description: 'Maps of the Copper Keg, Eaglehead and Stony Lake projects.', module: 'projects/maps-page' },
  { path: '/projects/gallery', title: pageTitle('Project Gallery'), description: 'Photographs from our exploration projects.', module: 'projects/gallery-page' },
  {
    path: '/investors',
    title: pageTitle('Investors'),
    description: 'Share price, capitalization, presentations and events for investors in District Copper Corp.',
    module: 'investors/investors-page',
    shows: ['documents'],
  },
  {
    path: '/investors/financial-statements',
    title: pageTitle('Financial Statements'),
    // The fiscal years the library holds are added where the documents are at hand (statementsDescription).
    description: 'Quarterly and annual financial statements and MD&A.',
    module: 'investors/financial-statements-page',
    query: { tab: oneOf(STATEMENT_TAB_VALUES), year: fiscalYear },
    shows: ['documents'],
  },
  {
    path: '/investors/corporate-presentation',
    title: pageTitle('Corporate Presentation'),
    description: 'The current corporate presentation of District Copper Corp.',
    module: 'investors/corporate-presentation-page',
    shows: ['documents'],
  },
  {
    path: '/investors/stock-information',
    title: pageTitle('Stock Information'),
    description: 'Live market data and share structure of District Copper Corp. (TSX Venture: DCOP).',
    module: 'investors/stock-information-page',
    query: { range: oneOf(HISTORY_RANGES) },
  },
  {
    path: '/investors/sustainability',
    title: pageTitle('Sustainability'),
    description: 'Our sustainability principles under the E3 Plus framework.',
    module: 'investors/sustainability-page',
  },
  {
    path: '/investors/agm-events',
    title: pageTitle('AGM and Upcoming Events'),
    description: 'The Annual General Meeting and upcoming events of District Copper Corp.',
    module: 'investors/agm-events-page',
  },
  {
    path: '/investors/media',
    title: pageTitle('Press Releases & News'),
    description: 'Press releases and news from District Copper Corp.',
    module: 'news/media-page',
    query: { year: (value) => isNewsYear(value), page: laterPage },
    shows: ['releases'],
  },
  { path: '/download-images', title: pageTitle('Download Images'), description: 'Download the District Copper image archive.', module: 'investors/download-images-page' },
  {
    path: '/search',
    title: pageTitle('Search'),
    description: 'Search the pages and news of District Copper Corp.',
    module: 'search/search-page',
    query: { q: anyText },
    maxAgeMs: 0,
    unlisted: true,
  },
];

/** The content pages a visitor finds by browsing (not a confirmation or the search): the sitemap, search and tests read this. */
export const SITE_PAGES: readonly SitePage[] = PAGES.filter((page) => !page.unlisted);

const BY_PATH = new Map(PAGES.map((page) => [page.path, page]));

/** The page at exactly this path, or undefined. */
/** Every fixed address a release may link to: each page of the table (listed or not), the feed and the sitemap. */
export const FIXED_PATHS: ReadonlySet<string> = new Set([...PAGES.map((page) => page.path), '/feed.xml', '/sitemap.xml']);

/** Addresses of files rather than pages: any link below them is taken as valid by the link check. */
export const FILE_PREFIXES = ['/media/', '/assets/', '/documents/'] as const;

export function pageAt(path: string): SitePage | undefined {
  return BY_PATH.get(path);
}

export function sitePage(path: string): SitePage {
  const page = BY_PATH.get(path);
  if (!page) throw new Error(`No site page for ${path}`);
  return page;
}

/** How long a page's rendered copy is reused (0: never kept). */
export function pageMaxAgeMs(page: SitePage): number {
  return Math.min(page.maxAgeMs ?? RENDERED_PAGE_MAX_AGE_MS, RENDERED_PAGE_MAX_AGE_MS);
}

const pagesShowing = (what: 'releases' | 'documents') => PAGES.filter((page) => page.shows?.includes(what)).map((page) => page.path);

/** The pages that show library documents, which a change of the documents library concerns. */
export const DOCUMENT_PAGES: readonly string[] = pagesShowing('documents');
/** The pages that list releases (the home page's latest news, the news list), which a release change concerns. */
export const RELEASE_PAGES: readonly string[] = pagesShowing('releases');
