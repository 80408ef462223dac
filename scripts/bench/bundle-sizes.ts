import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** First-load JavaScript targets, gzipped bytes: what a phone downloads before a page is fully interactive. */
export const FIRST_LOAD_JS_BUDGETS: Record<string, number> = {
  '/': 100 * 1024,
  '/corporate/disclaimer': 90 * 1024,
  '/articles/:slug': 90 * 1024,
};

/**
 * Gzipped JavaScript a first visit of a page downloads: the entry script and every module preload its
 * HTML names (the islands it shows and their imports). Code a page loads later, on a tap (dialogs), is not
 * counted.
 */
export function firstLoadJs(clientDir: string, html: string): number {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)) {
    files.add(match[1] ?? match[2]!);
  }
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file))).length, 0);
}
