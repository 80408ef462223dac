/**
 * Produces every image and document the site serves from code (DESIGN section 8), into the folder
 * Vite uses as its public directory. Committed static files in public/ are copied in first.
 */
import { cpSync, mkdirSync } from 'node:fs';
import { GENERATED_PUBLIC_DIR } from './assets/paths.ts';
import { writeFavicons } from './assets/favicons.ts';

const started = Date.now();
mkdirSync(GENERATED_PUBLIC_DIR, { recursive: true });
cpSync('public', GENERATED_PUBLIC_DIR, { recursive: true });
await writeFavicons(GENERATED_PUBLIC_DIR);
console.log(`Assets generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
