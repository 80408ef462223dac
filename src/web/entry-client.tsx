import { createStore } from 'jotai';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './app.tsx';
import { type PageState, STATE_ELEMENT_ID } from './hydration-state.ts';
import { routes } from './routes.tsx';
import { publicConfigAtom } from './state/config.ts';
import { quotesAtom } from './state/quotes.ts';

const state = JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}') as PageState;

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

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread until the whole page is done.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <App store={store}>
      <RouterProvider router={router} />
    </App>,
  );
});
