import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Gzipped JS and CSS a first visit of each page module downloads: the entry, the page chunk and their static imports. */
export function firstLoadBytes(clientDir: string, pageSources: Record<string, string>): Record<string, { js: number; css: number }> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gz = (file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) collect(dep, seen);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const result: Record<string, { js: number; css: number }> = {};
  for (const [route, source] of Object.entries(pageSources)) {
    const keys = new Set<string>();
    collect(entryKey, keys);
    collect(source, keys);
    let js = 0;
    const css = new Set<string>();
    for (const key of keys) {
      js += gz(manifest[key]!.file);
      for (const file of manifest[key]!.css ?? []) css.add(file);
    }
    result[route] = { js, css: [...css].reduce((sum, f) => sum + gz(f), 0) };
  }
  return result;
}
