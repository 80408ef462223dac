import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** First-load JavaScript targets, gzipped bytes: what a phone downloads and runs before a page is interactive. */
export const FIRST_LOAD_JS_BUDGETS: Record<string, number> = {
  '/': 100 * 1024,
  '/corporate/disclaimer': 90 * 1024,
  '/articles/:slug': 90 * 1024,
};

const gz = (clientDir: string, file: string) => gzipSync(readFileSync(join(clientDir, file))).length;

/**
 * Gzipped JavaScript a first visit of a page downloads and runs: the entry script and every module preload
 * its HTML names (React and the islands that hydrate at load, with their imports).
 */
export function firstLoadJs(clientDir: string, html: string): number {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)) {
    files.add((match[1] ?? match[2]!).slice(1));
  }
  return [...files].reduce((sum, file) => sum + gz(clientDir, file), 0);
}

/**
 * Gzipped JavaScript a page has fetched once idle, before any tap: the first load, plus the chunks its loader
 * prefetches once the page is idle (React and the islands that wait for a visitor, run on first use).
 * Dialogs' own chunks, fetched when opened, are not counted.
 */
export function idleJs(clientDir: string, html: string): number {
  let bytes = firstLoadJs(clientDir, html);
  const list = /<script type="application\/json" id="island-prefetch">([^<]*)<\/script>/.exec(html);
  for (const url of list ? (JSON.parse(list[1]!) as string[]) : []) bytes += gz(clientDir, url.slice(1));
  return bytes;
}
