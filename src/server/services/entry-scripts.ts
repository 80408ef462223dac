import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientEntry } from '../../web/entry-server.tsx';
import { PREFETCH_ELEMENT_ID } from '../../shared/island-data.ts';
import { jsonScript } from '../../shared/json-script.ts';
import { readClientManifest, staticChunks } from './client-manifest.ts';

const ENTRY_SOURCES: Record<ClientEntry, string> = { islands: 'src/web/entry-islands.ts', admin: 'src/web/entry-admin.tsx' };
const entrySource = (entry: ClientEntry) => ENTRY_SOURCES[entry];

/**
 * The head tags that start a page's client code: its entry script, and module preloads for every chunk
 * it will run at once (the entry's imports and, for the admin, its page modules), so the browser fetches
 * them together instead of one import round trip after another; and the list of chunks the page runs only on
 * a visitor's first use (`later`), for the loader to prefetch. From Vite's client manifest; in
 * development Vite serves the sources themselves.
 */
export function entryScripts(clientDir: string | null): (entry: ClientEntry, modules: string[], later?: string[]) => string {
  if (!clientDir || !existsSync(join(clientDir, '.vite', 'manifest.json'))) {
    return (entry) => `<script type="module" src="/${entrySource(entry)}"></script>`;
  }
  const manifest = readClientManifest(clientDir);
  const tags = new Map<string, string>();
  const sources = (modules: string[]) => modules.map((module) => join('src/web', module));
  return (entry, modules, later = []) => {
    const id = `${entry}|${modules.join('|')}|${later.join('|')}`;
    let tag = tags.get(id);
    if (tag === undefined) {
      const [main, ...chunks] = staticChunks(manifest, [entrySource(entry), ...sources(modules)]);
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
