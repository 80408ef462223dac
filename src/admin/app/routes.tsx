import { type ComponentType, useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_PAGES, type AdminPath } from '../../shared/admin-pages.ts';
import { pageTitle } from '../../shared/site.ts';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { AdminLayout, AdminLoading } from './admin-layout.tsx';

type Screen = () => Promise<{ default: ComponentType }>;

// Each screen is its own chunk, loaded when first opened; the record's type makes every admin page have one.
const SCREENS: Record<AdminPath, Screen> = {
  '/admin': () => import('../articles/dashboard-page.tsx'),
  '/admin/analytics': () => import('../analytics/analytics-page.tsx'),
  '/admin/documents': () => import('../documents/documents-page.tsx'),
  '/admin/drilling': () => import('../drilling/drilling-page.tsx'),
  '/admin/company': () => import('../company/company-page.tsx'),
  '/admin/share-structure': () => import('../company/share-structure-page.tsx'),
  '/admin/events': () => import('../company/events-page.tsx'),
  '/admin/photos': () => import('../company/photos-page.tsx'),
  '/admin/subscribers': () => import('../subscribers/subscribers-page.tsx'),
  '/admin/inbox': () => import('../inbox/inbox-page.tsx'),
  '/admin/trash': () => import('../trash/trash-page.tsx'),
  '/admin/audit': () => import('../audit/audit-page.tsx'),
};

/** Reached only by a link inside the admin: the server answers an unknown address with the site's 404 page. */
function NotFound() {
  useEffect(() => {
    document.title = pageTitle('Page Not Found');
  }, []);
  return <NotFoundView />;
}

export const routes: RouteObject[] = [
  {
    Component: AdminLayout,
    HydrateFallback: AdminLoading,
    children: ADMIN_PAGES.map(({ path }) => ({ path, lazy: async () => ({ Component: (await SCREENS[path]()).default }) })),
  },
  { path: '*', Component: NotFound },
];
