import { normalizePath, SITE_SECTIONS, type SiteSection, sectionOf } from '../../../shared/site-sections.ts';

function section(id: SiteSection['id']): SiteSection {
  const found = SITE_SECTIONS.find((s) => s.id === id);
  if (!found) throw new Error(`No site section ${id}`);
  return found;
}

export interface NavLinkEntry {
  href: string;
  label: string;
  /** About Us, Projects and Investors also open their section's pages. */
  section?: SiteSection;
}

/** The header's six links, in order; the mobile menu lists the same six. */
export const NAV_LINKS: readonly NavLinkEntry[] = [
  { href: '/', label: 'Home' },
  { href: '/corporate/management', label: 'About Us', section: section('about') },
  { href: '/projects', label: 'Projects', section: section('projects') },
  { href: '/investors', label: 'Investors', section: section('investors') },
  { href: '/investors/media', label: 'News' },
  { href: '/contact', label: 'Contact' },
];

/** 'page' for the link to this very page, 'ancestor' for the link of the section (or news list) it sits in. */
export type NavLinkState = 'page' | 'ancestor' | undefined;

/**
 * Only the most specific link is current: on /investors/media that is News, not Investors. A page
 * with no link of its own marks the link of its section; an article marks News.
 */
export function navLinkState(link: NavLinkEntry, pathname: string): NavLinkState {
  const path = normalizePath(pathname);
  if (link.href === path) return 'page';
  if (NAV_LINKS.some((other) => other.href === path)) return undefined;
  if (link.section && sectionOf(path) === link.section) return 'ancestor';
  if (link.href === '/investors/media' && path.startsWith('/articles/')) return 'ancestor';
  return undefined;
}

export const FOOTER_CORPORATE_LINKS = [
  { name: 'Management', href: '/corporate/management' },
  { name: 'Corporate Directory', href: '/corporate/corporate-directory' },
  { name: 'Disclaimer', href: '/corporate/disclaimer' },
] as const;

export const FOOTER_QUICK_LINKS = [
  { name: 'Projects', href: '/projects' },
  { name: 'Technical Reports', href: '/projects/reports' },
  { name: 'Investors', href: '/investors' },
  { name: 'News', href: '/investors/media' },
  { name: 'Contact', href: '/contact' },
  { name: 'Sources', href: '/sources' },
] as const;
