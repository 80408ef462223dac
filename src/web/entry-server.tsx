import { Writable } from 'node:stream';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PublicConfig } from '../shared/public-config.ts';
import type { SiteContent } from '../shared/site-content.ts';
import type { RenderedQuotes } from '../shared/stock.ts';
import { App } from './app.tsx';
import type { DataSource } from './data/data-source.ts';
import { analyticsTags, renderHeadTags } from './document-head.ts';
import { ISLAND_DATA_ELEMENT_ID, ISLAND_RUNTIME_MODULE, type IslandData, islandModule, islandName } from '../shared/island-data.ts';
import { jsonScript } from '../shared/json-script.ts';
import { type Island, IslandRenderContextValue, type IslandRenderContext } from './islands/define-island.tsx';
import { isRouteHandle, type PageMeta } from './route-meta.ts';
import { routes } from './routes.tsx';
import { publicConfigAtom } from './state/config.ts';
import { quotesAtom } from './state/quotes.ts';
import { siteContentAtom } from './state/site-content.ts';
import { shareCompiledRules } from './styles/compiled-rules-cache.ts';
import { serverStyleTag } from './styles/server-styles.ts';

const handler = createStaticHandler(routes);

// Every island module, found as entry-islands.ts finds them, so an island is named by its path.
const islandModules = import.meta.glob<Island<never>>('./**/*.island.tsx', { eager: true, import: 'default' });
const islandNames = new Map(Object.entries(islandModules).map(([path, island]) => [island, islandName(path)]));
function nameOf(island: Island<never>): string {
  const name = islandNames.get(island);
  if (!name) throw new Error('An island must be the default export of a module named *.island.tsx under src/web');
  return name;
}

export interface RenderInput {
  request: Request;
  data: DataSource;
  config: PublicConfig;
  quotes: RenderedQuotes;
  /** The company facts, share structure and events as last saved in the admin. */
  site: SiteContent;
  /** Errors React recovers from while rendering (the page still streams); the server's logger takes them. */
  onRenderError: (error: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's head tags and every style it uses, so the body carries no <style>. */
      head: string;
      body: string;
      /** The JSON script the islands' entry reads. */
      data: string;
      /** Modules fetched at idle priority, not run: React and the islands that hydrate on first use. */
      later: string[];
    };

function pageMeta(context: StaticHandlerContext, origin: string, site: SiteContent): PageMeta {
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i]!;
    if (isRouteHandle(match.route.handle)) {
      return match.route.handle.meta({ data: context.loaderData[match.route.id], pathname: context.location.pathname, origin, site });
    }
  }
  return { title: 'District Copper Corp.' };
}

/** Renders to a string once everything is ready: styles can then go into the head. */
function renderComplete(tree: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError,
    });
  });
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const context = await handler.query(input.request, { requestContext: input.data });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const url = new URL(input.request.url);
  const head =
    renderHeadTags(pageMeta(context, input.config.siteUrl, input.site), `${input.config.siteUrl}${url.pathname}`, input.config.siteUrl, input.site.photos) +
    analyticsTags(input.config.gaMeasurementId);
  const store = createStore();
  store.set(publicConfigAtom, input.config);
  store.set(quotesAtom, input.quotes);
  store.set(siteContentAtom, input.site);
  const sheet = new ServerStyleSheet();
  shareCompiledRules(sheet);
  const islands: IslandRenderContext = {
    store,
    islands: {},
    nameOf,
    renderToHtml: (node, identifierPrefix) => renderToString(sheet.collectStyles(node), { identifierPrefix }),
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = sheet.collectStyles(
    <App store={store}>
      <IslandRenderContextValue.Provider value={islands}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IslandRenderContextValue.Provider>
    </App>,
  );
  try {
    const body = await renderComplete(tree, input.onRenderError);
    const styles = serverStyleTag(sheet);
    const data: IslandData = { islands: islands.islands, config: input.config, quotes: input.quotes, site: input.site };
    // Nothing is preloaded: the loader imports the islands that wake by themselves once the page has loaded,
    // so their code never competes with the page's text, fonts and images. The code of islands that wait
    // for a visitor is prefetched after.
    const onFirstUse = [...new Set(Object.values(islands.islands).filter((i) => i.wake === 'use').map((i) => i.name))];
    return {
      kind: 'page',
      status: context.statusCode,
      head: head + styles,
      body,
      data: jsonScript(ISLAND_DATA_ELEMENT_ID, data),
      later: [ISLAND_RUNTIME_MODULE, ...onFirstUse.map(islandModule)],
    };
  } finally {
    sheet.seal();
  }
}
