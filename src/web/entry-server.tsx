import { Writable } from 'node:stream';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PublicConfig } from '../shared/public-config.ts';
import { isAdminPath } from '../shared/site.ts';
import type { SiteContent } from '../shared/site-content.ts';
import type { RenderedQuotes } from '../shared/stock.ts';
import { App } from './app.tsx';
import type { DataSource } from './data/data-source.ts';
import { analyticsTags, renderHeadTags } from './document-head.ts';
import { IslandRenderContextValue, type IslandRenderContext } from './islands/define-island.tsx';
import {
  ISLAND_DATA_ELEMENT_ID,
  ISLAND_RUNTIME_MODULE,
  type IslandData,
  type IslandEntry,
  islandModule,
  selfWakeDelay,
} from './islands/island-data.ts';
import { type PageState, STATE_ELEMENT_ID } from './hydration-state.ts';
import { jsonScript } from './json-script.ts';
import { isRouteHandle, type PageMeta } from './route-meta.ts';
import { routes } from './routes.tsx';
import { publicConfigAtom } from './state/config.ts';
import { quotesAtom } from './state/quotes.ts';
import { siteContentAtom } from './state/site-content.ts';
import { shareCompiledRules } from './styles/compiled-rules-cache.ts';

const handler = createStaticHandler(routes);

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

/** Which client entry a page loads: the islands of a public page, or the admin application. */
export type ClientEntry = 'islands' | 'admin';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's head tags and every style it uses, so the body carries no <style>. */
      head: string;
      body: string;
      /** The JSON script the client entry reads. */
      data: string;
      entry: ClientEntry;
      /** Modules to preload with the entry: the admin's page modules (a public page preloads none, see entry-islands.ts). */
      modules: string[];
      /** Modules fetched at idle priority, not run: React and the islands that hydrate on first use. */
      later?: string[];
    };

function pageMeta(context: StaticHandlerContext, origin: string): PageMeta {
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i]!;
    if (isRouteHandle(match.route.handle)) {
      return match.route.handle.meta({ data: context.loaderData[match.route.id], pathname: context.location.pathname, origin });
    }
  }
  return { title: 'District Copper Corp.' };
}

/** The page modules (route ids are their paths, see routes.tsx) this render used, for preloading. */
function pageModules(context: StaticHandlerContext): string[] {
  return context.matches.map((m) => m.route.id).filter((id) => id.startsWith('./pages/'));
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

/** Route errors are class instances; send them in the plain shape react-router revives on the client. */
function serializableErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: 'Service unavailable', __type: 'Error' },
    ]),
  );
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const context = await handler.query(input.request, { requestContext: input.data });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const url = new URL(input.request.url);
  const admin = isAdminPath(url.pathname);
  const head =
    renderHeadTags(pageMeta(context, input.config.siteUrl), `${input.config.siteUrl}${url.pathname}`, input.config.siteUrl, input.site.photos) +
    // The admin holds a session token: no third-party script runs beside it.
    (admin ? '' : analyticsTags(input.config.gaMeasurementId));
  const store = createStore();
  store.set(publicConfigAtom, input.config);
  store.set(quotesAtom, input.quotes);
  store.set(siteContentAtom, input.site);
  const sheet = new ServerStyleSheet();
  shareCompiledRules(sheet);
  const islands: IslandRenderContext | null = admin
    ? null
    : {
        store,
        islands: {},
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
    const styles = sheet.getStyleTags();
    if (islands) {
      const data: IslandData = { islands: islands.islands, config: input.config, quotes: input.quotes, site: input.site };
      // Nothing is preloaded: the loader imports the islands that hydrate at load once the page has loaded, so
      // their code never competes with the page's text, fonts and images. The code of islands that wait for a
      // visitor, or for their first work, is prefetched after.
      const waiting = (island: IslandEntry) => island.hydrate !== 'visible' && selfWakeDelay(island) !== 0;
      const onFirstUse = [...new Set(Object.values(islands.islands).filter(waiting).map((i) => i.name))];
      return {
        kind: 'page',
        status: context.statusCode,
        head: head + styles,
        body,
        data: jsonScript(ISLAND_DATA_ELEMENT_ID, data),
        entry: 'islands',
        modules: [],
        later: [ISLAND_RUNTIME_MODULE, ...onFirstUse.map(islandModule)],
      };
    }
    const state: PageState = {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializableErrors(context.errors) },
      config: input.config,
      quotes: input.quotes,
    };
    return {
      kind: 'page',
      status: context.statusCode,
      head: head + styles,
      body,
      data: jsonScript(STATE_ELEMENT_ID, state),
      entry: 'admin',
      modules: pageModules(context),
    };
  } finally {
    sheet.seal();
  }
}
