import { Provider, type createStore } from 'jotai';
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useId } from 'react';
import type { HydrateOn, IslandEntry } from './island-data.ts';

type Store = ReturnType<typeof createStore>;

/**
 * What a server render of a public page gives its islands: the request's jotai store, a separate render
 * to HTML (with the request's style sheet; passed in so no browser bundle carries React's server
 * renderer), and the table their props are recorded in. Null in the admin, a client application
 * hydrated as a whole.
 */
export interface IslandRenderContext {
  store: Store;
  renderToHtml: (node: ReactNode, identifierPrefix: string) => string;
  islands: Record<string, IslandEntry>;
}

export const IslandRenderContextValue = createContext<IslandRenderContext | null>(null);

/**
 * Each island's root, the same on the server and in the browser so React's ids inside it match: the
 * shared store, and a signal when the browser has hydrated it.
 */
export function IslandRoot(props: { store: Store; onHydrated?: () => void; children: ReactNode }) {
  const { onHydrated } = props;
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <Provider store={props.store}>{props.children}</Provider>;
}

/**
 * For an island that runs by itself: given its props and the page's store as the server rendered them, how
 * many milliseconds after the page has loaded it first has work to do, or null if only a visitor's use gives
 * it any (see IslandEntry.wakeInMs).
 */
export type FirstWork<P> = (props: P, store: Store) => number | null;

/** The soonest of several islands' parts' first work (null: none has any until used). */
export function soonest(...delays: (number | null)[]): number | null {
  const due = delays.filter((delay): delay is number => delay !== null);
  return due.length ? Math.min(...due) : null;
}

export interface Island<P> {
  (props: P): ReactNode;
  islandName: string;
  Component: ComponentType<P>;
}

/**
 * An interactive part of a server-rendered page. On a public page it renders as its own React root: its
 * HTML is rendered separately (so ids from useId match the browser's root, which uses the island's id as
 * prefix), its props are recorded once as JSON, and src/web/entry-islands.ts hydrates it from
 * `islands/<name>.island.tsx`. In the admin application it is an ordinary part of the page's tree.
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  hydrate: HydrateOn = 'load',
  firstWork?: FirstWork<P>,
): Island<P> {
  function IslandBoundary(props: P) {
    const context = useContext(IslandRenderContextValue);
    const id = useId().replace(/[^a-zA-Z0-9]/g, '');
    if (!context) {
      return (
        <dc-island>
          <Component {...props} />
        </dc-island>
      );
    }
    context.islands[id] = { name, props, hydrate, ...(firstWork ? { wakeInMs: firstWork(props, context.store) } : {}) };
    const html = context.renderToHtml(
      <IslandRoot store={context.store}>
        <Component {...props} />
      </IslandRoot>,
      islandIdPrefix(id),
    );
    // React's own rendering of the island's tree, with its props escaped as in any render.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is React's output, not outside input
    return <dc-island data-island={id} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return Object.assign(IslandBoundary, { islandName: name, Component });
}

/** The useId prefix inside an island's root, on the server and in the browser. */
export function islandIdPrefix(id: string): string {
  return `${id}-`;
}
