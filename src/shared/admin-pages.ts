import type { PublicConfig } from './public-config.ts';
import { pageTitle } from './site.ts';

/**
 * Every screen of the admin application. The server answers exactly these paths with the admin's HTML
 * shell (any other path under /admin is the site's 404 page), and the admin's router maps each to its screen.
 */
export const ADMIN_PAGES = [
  { path: '/admin', name: 'News Admin' },
  { path: '/admin/analytics', name: 'Analytics Dashboard' },
  { path: '/admin/documents', name: 'Documents' },
  { path: '/admin/drilling', name: 'Drilling' },
  { path: '/admin/company', name: 'Company' },
  { path: '/admin/share-structure', name: 'Share structure' },
  { path: '/admin/events', name: 'Events' },
  { path: '/admin/photos', name: 'Photos' },
  { path: '/admin/subscribers', name: 'Subscribers' },
  { path: '/admin/inbox', name: 'Inbox' },
  { path: '/admin/trash', name: 'Trash' },
  { path: '/admin/audit', name: 'Audit Log' },
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];
export type AdminPath = AdminPage['path'];

const BY_PATH = new Map<string, AdminPage>(ADMIN_PAGES.map((page) => [page.path, page]));

/** The admin screen at a path (a trailing slash allowed), if there is one. */
export function adminPage(pathname: string): AdminPage | undefined {
  return BY_PATH.get(pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);
}

/** The browser title of an admin screen. */
export function adminTitle(page: AdminPage): string {
  return pageTitle(page.name);
}

/** The element the shell carries the admin's settings in (JSON), read once by its entry. */
export const ADMIN_CONFIG_ELEMENT_ID = 'admin-config';

/** What the admin reads of the server's settings. */
export type AdminConfig = Pick<PublicConfig, 'siteUrl' | 'gaMeasurementId' | 'companyTimeZone'> & {
  /** Whether SMTP_URL is set (the alerts feature's mailer): without it alerts go to the outbox folder, not to anyone. */
  emailConfigured: boolean;
};
