import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientEntry } from '../../web/entry-server.tsx';
import { readClientManifest, staticChunks } from './client-manifest.ts';

const ENTRY_SOURCES: Record<ClientEntry, string> = { islands: 'src/web/entry-islands.ts', admin: 'src/web/entry-admin.tsx' };
const entrySource = (entry: ClientEntry) => ENTRY_SOURCES[entry];

/**
 * The head tags that start a page's client code: its entry script, and module preloads for every chunk
 * it will run (the entry's imports and the page's islands or admin page modules), so the browser fetches
 * them together instead of one import round trip after another; and prefetches for code the page runs only
 * on a visitor's first use (`later`). From Vite's client manifest; in
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
      // Fetched at the browser's idle priority and not run: the code of islands that wait for a visitor.
      const idle = staticChunks(manifest, sources(later)).filter((chunk) => !now.has(chunk.file));
      tag = [
        `<script type="module" src="/${main!.file}"></script>`,
        ...chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk.file}">`),
        ...idle.map((chunk) => `<link rel="prefetch" href="/${chunk.file}" crossorigin>`),
      ].join('\n    ');
      tags.set(id, tag);
    }
    return tag;
  };
}
