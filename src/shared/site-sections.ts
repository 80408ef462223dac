import { sitePage } from './pages.ts';

export interface SectionPage {
  path: string;
  /** The short name used in menus and the section navigation. */
  label: string;
  /** One line for the section's cards, taken from the page table. */
  description: string;
}

export interface SiteSection {
  id: 'about' | 'projects' | 'investors';
  /** The section's header link. */
  label: string;
  href: string;
  pages: readonly SectionPage[];
}

function pages(entries: readonly (readonly [path: string, label: string])[]): SectionPage[] {
  return entries.map(([path, label]) => ({ path, label, description: sitePage(path).description }));
}

/**
 * The three sections whose pages the header menus, the mobile menu and each page's section navigation list,
 * in the order they are shown. Every path must be in the page table.
 */
export const SITE_SECTIONS: readonly SiteSection[] = [
  {
    id: 'about',
    label: 'About Us',
    href: '/corporate/management',
    pages: pages([
      ['/corporate/management', 'Management'],
      ['/corporate/corporate-directory', 'Corporate Directory'],
      ['/corporate/corporate-governance', 'Corporate Governance'],
      ['/corporate/disclaimer', 'Disclaimer'],
      ['/sources', 'Sources'],
    ]),
  },
  {
    id: 'projects',
    label: 'Projects',
    href: '/projects',
    pages: pages([
      ['/projects', 'Overview'],
      ['/projects/copper-keg', 'Copper Keg'],
      ['/projects/stony-lake', 'Stony Lake'],
      ['/projects/eaglehead', 'Eaglehead'],
      ['/projects/matachewan', 'Matachewan'],
      ['/projects/reports', 'Technical Reports'],
      ['/projects/maps', 'Maps'],
      ['/projects/gallery', 'Gallery'],
    ]),
  },
  {
    id: 'investors',
    label: 'Investors',
    href: '/investors',
    pages: pages([
      ['/investors', 'Investor Hub'],
      ['/investors/stock-information', 'Stock Information'],
      ['/investors/financial-statements', 'Financial Statements'],
      ['/investors/corporate-presentation', 'Corporate Presentation'],
      ['/investors/sustainability', 'Sustainability'],
      ['/investors/agm-events', 'AGM & Events'],
      ['/investors/media', 'News'],
      ['/download-images', 'Download Images'],
    ]),
  },
];

/** The section a page belongs to, by its exact path; pages outside the three sections have none. */
export function sectionOf(pathname: string): SiteSection | undefined {
  const path = normalizePath(pathname);
  return SITE_SECTIONS.find((section) => section.pages.some((page) => page.path === path));
}

/** Trailing slashes do not make a different page ("/projects/" is "/projects"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
