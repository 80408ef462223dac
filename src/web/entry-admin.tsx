import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './app.tsx';
import { type PageState, STATE_ELEMENT_ID } from './hydration-state.ts';
import { readJsonScript } from '../shared/json-script.ts';
import { routes } from './routes.tsx';
import { publicConfigAtom } from './state/config.ts';
import { quotesAtom } from './state/quotes.ts';

/** The admin: a client application, hydrated as a whole and routed in the browser. */
const state = readJsonScript<PageState>(STATE_ELEMENT_ID)!;

// Resolve the lazy page modules the server rendered before hydrating, so the first client render matches.
const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async (m) => {
    const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
    Object.assign(m.route, { ...(await lazy()), lazy: undefined });
  }),
);

const store = createStore();
store.set(publicConfigAtom, state.config);
store.set(quotesAtom, state.quotes ?? {});
const router = createBrowserRouter(routes, { hydrationData: state.router });

hydrateRoot(
  document.getElementById('root')!,
  <App store={store}>
    <RouterProvider router={router} />
  </App>,
);
document.documentElement.dataset.hydrated = 'true';
