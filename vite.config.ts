import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  publicDir: '.generated/public',
  // Every styled component gets an id from its file and position, not from the order modules happen to
  // run in: the server's render and each island's bundle must agree on class names.
  oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: true, pure: true } } },
  build: {
    target: 'es2022',
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: {
        index: 'index.html',
        islands: 'src/web/entry-islands.ts',
        admin: 'src/web/entry-admin.tsx',
      },
      output: {
        codeSplitting: {
          // What the loader runs on every public page, in one file instead of one request per module: the
          // admin's components import the same modules, which would otherwise split them into shared chunks.
          groups: [{ name: 'page-loader', test: /src\/web\/(enhancements\/|wait-for|components\/search\/search-shortcut)|src\/shared\/json-script|vite\/preload-helper/ }],
        },
      },
    },
  },
});
