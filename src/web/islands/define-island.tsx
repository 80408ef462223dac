import { Provider, type createStore } from 'jotai';
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useId } from 'react';
import type { IslandEntry, Wake } from '../../shared/island-data.ts';
import type { JsonObject, JsonProps } from '../../shared/json.ts';

type Store = ReturnType<typeof createStore>;

/**
 * What a server render of a public page gives its islands: the request's jotai store, a separate render
 * to HTML (with the request's style sheet; passed in so no browser bundle carries React's server
 * renderer), each island's name (from its module's path, see entry-server.tsx) and the table their
 * props are recorded in. Null in the admin, a client application hydrated as a whole.
 */
export interface IslandRenderContext {
  store: Store;
  renderToHtml: (node: ReactNode, identifierPrefix: string) => string;
  nameOf: (island: Island<never>) => string;
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

export interface Island<P> {
  (props: P): ReactNode;
  Component: ComponentType<P>;
}

/**
 * An interactive part of a server-rendered page, exported as the default of a `*.island.tsx` module beside
 * its component. On a public page it renders as its own React root: its HTML is rendered separately (so ids
 * from useId match the browser's root, which uses the island's id as prefix), its props are recorded once
 * as JSON (the compiler refuses props that are not), and src/web/entry-islands.ts hydrates it from its
 * module when it wakes (see Wake; it may depend on the props). In the admin application it is an
 * ordinary part of the page's tree.
 */
export function defineIsland<P extends object>(
  // Checked here rather than as a constraint on P: a failing constraint only makes the compiler infer another P.
  Component: ComponentType<P> & (P extends JsonProps<P> ? unknown : 'island props must be JSON'),
  wake?: Wake | ((props: P) => Wake),
): Island<P>;
export function defineIsland<P extends object>(Component: ComponentType<P>, wake: Wake | ((props: P) => Wake) = 'use'): Island<P> {
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
    context.islands[id] = {
      name: context.nameOf(island as Island<never>),
      // JsonProps<P> has checked that P is JSON; the compiler cannot see that a P is therefore a JsonObject.
      props: props as unknown as JsonObject,
      wake: typeof wake === 'function' ? wake(props) : wake,
    };
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
  const island: Island<P> = Object.assign(IslandBoundary, { Component });
  return island;
}

/** The useId prefix inside an island's root, on the server and in the browser. */
export function islandIdPrefix(id: string): string {
  return `${id}-`;
}
