import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readClientManifest, staticChunks } from './client-manifest.ts';

/**
 * `<link rel="modulepreload">` tags for the page modules a URL renders, read from Vite's client
 * manifest. Without them the browser learns of a page's chunk only after the entry has run, one
 * round trip later. Chunks the HTML template already preloads (the entry's) are left out.
 */
export function pagePreloads(clientDir: string, template: string): (modules: string[]) => string {
  if (!existsSync(join(clientDir, '.vite', 'manifest.json'))) return () => '';
  const manifest = readClientManifest(clientDir);
  const tags = new Map<string, string>();

  return (modules) => {
    const id = modules.join('|');
    let html = tags.get(id);
    if (html === undefined) {
      html = staticChunks(manifest, modules.map((module) => join('src/web', module)))
        .map((chunk) => chunk.file)
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      tags.set(id, html);
    }
    return html;
  };
}
