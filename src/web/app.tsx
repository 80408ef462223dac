import { Provider, type createStore } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { GlobalStyle } from './styles/global-style.ts';

/** The providers both entries share: one jotai store (per request on the server) and global styles. */
export function App({ store, children }: { store: ReturnType<typeof createStore>; children: ReactNode }) {
  // Effects run only once hydration has committed: a marker that the page is interactive (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Provider store={store}>
      <GlobalStyle />
      {children}
    </Provider>
  );
}
