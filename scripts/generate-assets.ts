/**
 * Produces every image and document the site serves from code into .generated/,
 * whose public/ folder is Vite's public directory. Files committed in public/ are copied in first and
 * win: to replace a drawing with a photograph put it at content/photos/{name}.jpg (see content/photos/README.md), to replace a
 * PDF put it at its public path (e.g. public/assets/documents/...pdf), then rerun this script.
 */
import { generateAssets } from './assets/generate.ts';
import { layoutAt } from './assets/paths.ts';

const started = Date.now();
await generateAssets(layoutAt('.generated'), { log: (line) => console.log(line) });
console.log(`Assets generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
