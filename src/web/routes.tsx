import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootLayout } from './components/layout/root-layout.tsx';
import { RouteError } from './components/layout/route-error.tsx';
import { type RouteHandle, tableHandle } from './route-meta.ts';
import { PAGES, type SitePage } from '../shared/pages.ts';

interface PageModule {
  default: ComponentType;
  handle?: RouteHandle;
  loader?: LoaderFunction;
}

// Every page module, each its own chunk, loaded when first matched (Vite turns this into lazy imports).
const pageModules = import.meta.glob<PageModule>('./pages/**/*-page.tsx');

/**
 * A route's page: its id is the module's path, so the server can tell which chunk a URL needs and
 * preload it with the entry instead of after it. A page of the page table without a handle of its own
 * takes its title and description from there.
 */
function page(source: string, row?: SitePage): Pick<RouteObject, 'id' | 'lazy'> {
  const load = pageModules[source];
  if (!load) throw new Error(`No page module at ${source}`);
  return {
    id: source,
    lazy: async () => {
      const m = await load();
      const handle = m.handle ?? (row && tableHandle(row));
      return { Component: m.default, ...(handle ? { handle } : {}), ...(m.loader ? { loader: m.loader } : {}) };
    },
  };
}

/** The route of a page of the page table. */
function tablePage(row: SitePage): RouteObject {
  const at = row.path === '/' ? { index: true as const } : { path: row.path.slice(1) };
  return { ...at, ...page(`./pages/${row.module}.tsx`, row) } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...PAGES.map(tablePage),
          { path: 'articles/:slug', ...page('./pages/news/article-page.tsx') },
          { path: 'preview/:token', ...page('./pages/news/preview-page.tsx') },
        ],
      },
    ],
  },
  { path: '*', ...page('./pages/not-found/not-found-page.tsx') },
];
