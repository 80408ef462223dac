import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` tags for the page modules a URL renders, read from Vite's client
 * manifest. Without them the browser learns of a page's chunk only after the entry has run, one
 * round trip later. Chunks the HTML template already preloads (the entry's) are left out.
 */
export function pagePreloads(clientDir: string, template: string): (modules: string[]) => string {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const tags = new Map<string, string>();

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) collect(dependency, files);
  };

  return (modules) => {
    const id = modules.join('|');
    let html = tags.get(id);
    if (html === undefined) {
      const files = new Set<string>();
      for (const module of modules) collect(join('src/web', module), files);
      html = [...files]
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      tags.set(id, html);
    }
    return html;
  };
}
