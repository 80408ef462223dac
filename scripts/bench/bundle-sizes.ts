import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readClientManifest, staticChunks } from '../../src/server/services/client-manifest.ts';
import { HYDRATION_ENTRY } from '../../src/server/services/page-chunks.ts';

/** Gzipped JS and CSS a first visit of each page module downloads: the boot script, the hydration entry, the page chunk and their static imports. */
export function firstLoadBytes(clientDir: string, pageSources: Record<string, string>): Record<string, { js: number; css: number }> {
  const manifest = readClientManifest(clientDir);
  const gz = (file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const result: Record<string, { js: number; css: number }> = {};
  for (const [route, source] of Object.entries(pageSources)) {
    const chunks = staticChunks(manifest, [entryKey, HYDRATION_ENTRY, source]);
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    result[route] = {
      js: chunks.reduce((sum, chunk) => sum + gz(chunk.file), 0),
      css: [...css].reduce((sum, f) => sum + gz(f), 0),
    };
  }
  return result;
}
