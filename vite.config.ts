import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const PUBLIC_INPUT: Record<string, string> = { index: 'index.html', islands: 'src/web/entry-islands.ts' };
const ADMIN_INPUT: Record<string, string> = { admin: 'admin.html' };

/**
 * Two applications, built one after the other into the same folder: the public site (the page template and
 * the islands' entry) and, in mode `admin`, the admin. Built apart, they share no chunk, so the public
 * pages' loader stays one file whatever the admin imports.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  publicDir: '.generated/public',
  // Every styled component gets an id from its file and position, not from the order modules happen to
  // run in: the server's render and each island's bundle must agree on class names.
  oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: true, pure: true } } },
  build: {
    target: 'es2022',
    manifest: mode === 'admin' ? '.vite/admin-manifest.json' : true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Rolldown reports slow plugins on every build; the build takes seconds, so it is noise here.
      checks: { pluginTimings: false },
      input: mode === 'admin' ? ADMIN_INPUT : PUBLIC_INPUT,
    },
  },
}));
