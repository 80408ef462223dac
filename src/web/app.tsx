import { Provider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { GlobalStyle } from '../ui/styles/global-style.ts';

/** The providers both entries share: one jotai store (per request on the server) and global styles. */
export function App({ store, children }: { store: ReturnType<typeof createStore>; children: ReactNode }) {
  return (
    <Provider store={store}>
      <GlobalStyle />
      {children}
    </Provider>
  );
}
