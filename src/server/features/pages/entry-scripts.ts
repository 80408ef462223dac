import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PREFETCH_ELEMENT_ID } from '../../../shared/island-data.ts';
import { jsonScript } from '../../../shared/json-script.ts';
import { readClientManifest, staticChunks } from './client-manifest.ts';

const ISLANDS_ENTRY = 'src/web/entry-islands.ts';

/**
 * The head tags that start a public page's client code: the islands' entry script, module preloads for every
 * chunk it runs at once (so the browser fetches them together instead of one import round trip after another),
 * and the list of chunks the page runs only on a visitor's first use (`later`), for the loader to prefetch.
 * From Vite's client manifest; in development Vite serves the sources themselves.
 */
export function entryScripts(clientDir: string | null): (later: string[]) => string {
  if (!clientDir || !existsSync(join(clientDir, '.vite', 'manifest.json'))) {
    return () => `<script type="module" src="/${ISLANDS_ENTRY}"></script>`;
  }
  const manifest = readClientManifest(clientDir);
  const tags = new Map<string, string>();
  const sources = (modules: string[]) => modules.map((module) => join('src/web', module));
  return (later) => {
    const id = later.join('|');
    let tag = tags.get(id);
    if (tag === undefined) {
      const [main, ...chunks] = staticChunks(manifest, [ISLANDS_ENTRY]);
      const now = new Set([main!, ...chunks].map((chunk) => chunk.file));
      // The code of islands that wait for a visitor: listed, not linked, so nothing fetches it while the page
      // is still loading; the loader prefetches it once the page is loaded and idle.
      const idle = staticChunks(manifest, sources(later)).filter((chunk) => !now.has(chunk.file));
      tag = [
        `<script type="module" src="/${main!.file}"></script>`,
        ...chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk.file}">`),
        ...(idle.length ? [jsonScript(PREFETCH_ELEMENT_ID, idle.map((chunk) => `/${chunk.file}`))] : []),
      ].join('\n    ');
      tags.set(id, tag);
    }
    return tag;
  };
}
