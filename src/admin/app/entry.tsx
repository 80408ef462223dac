import { createStore, Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ADMIN_CONFIG_ELEMENT_ID, type AdminConfig } from '../../shared/admin-pages.ts';
import { GlobalStyle } from '../../ui/styles/global-style.ts';
import { readJsonScript } from '../../shared/json-script.ts';
import { adminConfigAtom } from '../config.ts';
import { routes } from './routes.tsx';

/**
 * The admin: a client application in its own HTML shell. Its session lives in localStorage, which the
 * server cannot see, so the server sends the shell and the browser renders every screen.
 */
const store = createStore();
store.set(adminConfigAtom, readJsonScript<AdminConfig>(ADMIN_CONFIG_ELEMENT_ID)!);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <GlobalStyle />
    <RouterProvider router={router} />
  </Provider>,
);
document.documentElement.dataset.hydrated = 'true';
