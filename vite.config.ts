import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  publicDir: '.generated/public',
  build: {
    target: 'es2022',
    manifest: true,
    assetsInlineLimit: 0,
  },
});
