import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CHUNKS_ELEMENT_ID } from '../../web/page-chunks.ts';
import { readClientManifest, staticChunks } from './client-manifest.ts';

export const HYDRATION_ENTRY = 'src/web/entry-client.tsx';

/**
 * The `<script type="application/json">` listing every chunk a URL runs, read from Vite's client
 * manifest: the hydration entry and the page modules it renders, each with its static imports. The
 * boot script preloads them together; without the list the browser would learn of a page's chunk
 * only after the entry had run, one round trip later. Chunks the boot script imports itself are
 * already loaded by then and left out.
 */
export function pageChunks(clientDir: string): (modules: string[]) => string {
  if (!existsSync(join(clientDir, '.vite', 'manifest.json'))) return () => '';
  const manifest = readClientManifest(clientDir);
  const boot = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(staticChunks(manifest, boot).map((chunk) => chunk.file));
  const tags = new Map<string, string>();

  return (modules) => {
    const id = modules.join('|');
    let tag = tags.get(id);
    if (tag === undefined) {
      const files = staticChunks(manifest, [HYDRATION_ENTRY, ...modules.map((module) => join('src/web', module))])
        .filter((chunk) => !loaded.has(chunk.file))
        .map((chunk) => `/${chunk.file}`);
      tag = `<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${JSON.stringify(files)}</script>`;
      tags.set(id, tag);
    }
    return tag;
  };
}
