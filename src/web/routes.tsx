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

// Every page module, each its own chunk, loaded when first matched (Vite turns this into lazy imports).
const pageModules = import.meta.glob<PageModule>('./pages/**/*-page.tsx');

/**
 * A route's page: its id is the module's path, so the server can tell which chunk a URL needs and
 * preload it with the entry instead of after it.
 */
function page(source: string): Pick<RouteObject, 'id' | 'lazy'> {
  const load = pageModules[source];
  if (!load) throw new Error(`No page module at ${source}`);
  return {
    id: source,
    lazy: async () => {
      const m = await load();
      return { Component: m.default, handle: m.handle, ...(m.loader ? { loader: m.loader } : {}) };
    },
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
          { index: true, ...page('./pages/home/home-page.tsx') },
          { path: 'corporate/management', ...page('./pages/corporate/management-page.tsx') },
          { path: 'corporate/corporate-directory', ...page('./pages/corporate/corporate-directory-page.tsx') },
          { path: 'corporate/corporate-governance', ...page('./pages/corporate/corporate-governance-page.tsx') },
          { path: 'corporate/disclaimer', ...page('./pages/corporate/disclaimer-page.tsx') },
          { path: 'sources', ...page('./pages/corporate/sources-page.tsx') },
          { path: 'contact', ...page('./pages/corporate/contact-page.tsx') },
          { path: 'contact/thank-you', ...page('./pages/corporate/contact-thank-you-page.tsx') },
          { path: 'projects', ...page('./pages/projects/projects-page.tsx') },
          { path: 'projects/copper-keg', ...page('./pages/projects/copper-keg-page.tsx') },
          { path: 'projects/stony-lake', ...page('./pages/projects/stony-lake-page.tsx') },
          { path: 'projects/eaglehead', ...page('./pages/projects/eaglehead-page.tsx') },
          { path: 'projects/matachewan', ...page('./pages/projects/matachewan-page.tsx') },
          { path: 'projects/reports', ...page('./pages/projects/reports-page.tsx') },
          { path: 'projects/maps', ...page('./pages/projects/maps-page.tsx') },
          { path: 'projects/gallery', ...page('./pages/projects/gallery-page.tsx') },
          { path: 'investors', ...page('./pages/investors/investors-page.tsx') },
          { path: 'investors/financial-statements', ...page('./pages/investors/financial-statements-page.tsx') },
          { path: 'investors/corporate-presentation', ...page('./pages/investors/corporate-presentation-page.tsx') },
          { path: 'investors/stock-information', ...page('./pages/investors/stock-information-page.tsx') },
          { path: 'investors/sustainability', ...page('./pages/investors/sustainability-page.tsx') },
          { path: 'investors/agm-events', ...page('./pages/investors/agm-events-page.tsx') },
          { path: 'investors/media', ...page('./pages/news/media-page.tsx') },
          { path: 'articles/:slug', ...page('./pages/news/article-page.tsx') },
          { path: 'preview/:token', ...page('./pages/news/preview-page.tsx') },
          { path: 'download-images', ...page('./pages/investors/download-images-page.tsx') },
          { path: 'search', ...page('./pages/search/search-page.tsx') },
        ],
      },
    ],
  },
  { path: '*', ...page('./pages/not-found/not-found-page.tsx') },
];
