import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootLayout } from './components/layout/root-layout.tsx';
import { RouteError } from './components/layout/route-error.tsx';
import type { RouteHandle } from './route-meta.ts';

interface PageModule {
  default: ComponentType;
  handle: RouteHandle;
  loader?: LoaderFunction;
}

/** Route-level code splitting: each page is its own chunk, loaded when first matched. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const m = await load();
    return { Component: m.default, handle: m.handle, ...(m.loader ? { loader: m.loader } : {}) };
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
      { index: true, lazy: page(() => import('./pages/home/home-page.tsx')) },
      { path: 'corporate/management', lazy: page(() => import('./pages/corporate/management-page.tsx')) },
      { path: 'corporate/corporate-directory', lazy: page(() => import('./pages/corporate/corporate-directory-page.tsx')) },
      { path: 'corporate/corporate-governance', lazy: page(() => import('./pages/corporate/corporate-governance-page.tsx')) },
      { path: 'corporate/disclaimer', lazy: page(() => import('./pages/corporate/disclaimer-page.tsx')) },
      { path: 'sources', lazy: page(() => import('./pages/corporate/sources-page.tsx')) },
      { path: 'contact', lazy: page(() => import('./pages/corporate/contact-page.tsx')) },
      { path: 'projects', lazy: page(() => import('./pages/projects/projects-page.tsx')) },
      { path: 'projects/copper-keg', lazy: page(() => import('./pages/projects/copper-keg-page.tsx')) },
      { path: 'projects/stony-lake', lazy: page(() => import('./pages/projects/stony-lake-page.tsx')) },
      { path: 'projects/eaglehead', lazy: page(() => import('./pages/projects/eaglehead-page.tsx')) },
      { path: 'projects/matachewan', lazy: page(() => import('./pages/projects/matachewan-page.tsx')) },
      { path: 'projects/reports', lazy: page(() => import('./pages/projects/reports-page.tsx')) },
      { path: 'projects/maps', lazy: page(() => import('./pages/projects/maps-page.tsx')) },
      { path: 'projects/gallery', lazy: page(() => import('./pages/projects/gallery-page.tsx')) },
      { path: 'investors', lazy: page(() => import('./pages/investors/investors-page.tsx')) },
      { path: 'investors/financial-statements', lazy: page(() => import('./pages/investors/financial-statements-page.tsx')) },
      { path: 'investors/corporate-presentation', lazy: page(() => import('./pages/investors/corporate-presentation-page.tsx')) },
      { path: 'investors/stock-information', lazy: page(() => import('./pages/investors/stock-information-page.tsx')) },
      { path: 'investors/sustainability', lazy: page(() => import('./pages/investors/sustainability-page.tsx')) },
      { path: 'investors/agm-events', lazy: page(() => import('./pages/investors/agm-events-page.tsx')) },
      { path: 'investors/media', lazy: page(() => import('./pages/news/media-page.tsx')) },
      { path: 'articles/:slug', lazy: page(() => import('./pages/news/article-page.tsx')) },
      { path: 'download-images', lazy: page(() => import('./pages/investors/download-images-page.tsx')) },
      { path: 'search', lazy: page(() => import('./pages/search/search-page.tsx')) },
      { path: 'admin', lazy: page(() => import('./pages/admin/admin-page.tsx')) },
      { path: 'admin/analytics', lazy: page(() => import('./pages/admin/analytics-page.tsx')) },
        ],
      },
    ],
  },
  { path: '*', lazy: page(() => import('./pages/not-found/not-found-page.tsx')) },
];
