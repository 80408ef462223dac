import { PassThrough, type Readable } from 'node:stream';
import { createStore } from 'jotai';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PublicConfig } from '../shared/public-config.ts';
import type { RenderedQuotes } from '../shared/stock.ts';
import { App } from './app.tsx';
import type { DataSource } from './data/data-source.ts';
import { analyticsTags, renderHeadTags } from './document-head.ts';
import { serializeState } from './hydration-state.ts';
import { isRouteHandle, type PageMeta } from './route-meta.ts';
import { routes } from './routes.tsx';
import { publicConfigAtom } from './state/config.ts';
import { quotesAtom } from './state/quotes.ts';
import { shareCompiledRules } from './styles/compiled-rules-cache.ts';

const handler = createStaticHandler(routes);

/** The page module a path would render (route ids are module paths), without running any loader. */
export function pageFor(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

export interface RenderInput {
  request: Request;
  data: DataSource;
  config: PublicConfig;
  quotes: RenderedQuotes;
  /** Errors React recovers from while rendering (the page still streams); the server's logger takes them. */
  onRenderError: (error: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; body: Readable; state: string; modules: string[] };

function pageMeta(context: StaticHandlerContext, origin: string): PageMeta {
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i]!;
    if (isRouteHandle(match.route.handle)) {
      return match.route.handle.meta({ data: context.loaderData[match.route.id], pathname: context.location.pathname, origin });
    }
  }
  return { title: 'District Copper Corp.' };
}

const ADMIN_PATH = /^\/admin(\/|$)/;

/** The page modules (route ids are their paths, see routes.tsx) this render used, for preloading. */
function pageModules(context: StaticHandlerContext): string[] {
  return context.matches.map((m) => m.route.id).filter((id) => id.startsWith('./pages/'));
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
  const head =
    renderHeadTags(pageMeta(context, input.config.siteUrl), `${input.config.siteUrl}${url.pathname}`, input.config.siteUrl) +
    // The admin holds a session token: no third-party script runs beside it.
    (ADMIN_PATH.test(url.pathname) ? '' : analyticsTags(input.config.gaMeasurementId));
  const state = serializeState({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializableErrors(context.errors) },
    config: input.config,
    quotes: input.quotes,
  });
  const store = createStore();
  store.set(publicConfigAtom, input.config);
  store.set(quotesAtom, input.quotes);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  shareCompiledRules(sheet);
  const tree = sheet.collectStyles(
    <App store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      // React moves a large Suspense boundary out of the shell and reveals it with an inline script,
      // which our CSP (no inline script) blocks. Nothing here suspends, so keep every boundary in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        // An exception escaping here would leave the request hanging: always settle the promise.
        try {
          const body = sheet.interleaveWithNodeStream(stream) as unknown as Readable;
          const out = body.pipe(new PassThrough());
          resolve({ kind: 'page', status: context.statusCode, head, body: out, state, modules: pageModules(context) });
        } catch (error) {
          sheet.seal();
          reject(error);
        }
      },
      onShellError(error) {
        sheet.seal();
        reject(error);
      },
      onError(error) {
        input.onRenderError(error);
      },
    });
  });
}
