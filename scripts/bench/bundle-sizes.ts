import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readClientManifest, staticChunks } from '../../src/server/services/client-manifest.ts';
import { ISLAND_DATA_ELEMENT_ID, type IslandData, PREFETCH_ELEMENT_ID } from '../../src/web/islands/island-data.ts';

/** First-load JavaScript targets, gzipped bytes: what a phone downloads and runs before a page is interactive. */
export const FIRST_LOAD_JS_BUDGETS: Record<string, number> = {
  '/': 100 * 1024,
  '/corporate/disclaimer': 90 * 1024,
  '/articles/:slug': 90 * 1024,
};

const gz = (clientDir: string, file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
const jsonElement = (html: string, id: string) => {
  const element = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return element ? JSON.parse(element[1]!) : null;
};

/**
 * The files a first visit of a page downloads and runs without a tap: the entry script, every module
 * preload its HTML names, and, when the page has islands that run by themselves (which the loader imports
 * once the page has loaded, or when they first have work), React and those islands with their imports.
 * An island that waits for a visitor's use (wakeInMs null) is not counted.
 */
function firstLoadFiles(clientDir: string, html: string): Set<string> {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)) {
    files.add((match[1] ?? match[2]!).slice(1));
  }
  const data = jsonElement(html, ISLAND_DATA_ELEMENT_ID) as IslandData | null;
  const atLoad = Object.values(data?.islands ?? {}).filter((island) => island.hydrate === 'load' && island.wakeInMs !== null);
  if (atLoad.length > 0) {
    const modules = ['src/web/islands/island-runtime.tsx', ...atLoad.map((island) => `src/web/islands/${island.name}.island.tsx`)];
    for (const chunk of staticChunks(readClientManifest(clientDir), modules)) files.add(chunk.file);
  }
  return files;
}

/** Gzipped JavaScript a first visit of a page downloads and runs without a tap (see firstLoadFiles). */
export function firstLoadJs(clientDir: string, html: string): number {
  return [...firstLoadFiles(clientDir, html)].reduce((sum, file) => sum + gz(clientDir, file), 0);
}

/**
 * Gzipped JavaScript a page has fetched once idle, before any tap: the first load, plus the chunks its loader
 * prefetches once the page is idle (React and the islands that wait for a visitor, run on first use).
 * Dialogs' own chunks, fetched when opened, are not counted.
 */
export function idleJs(clientDir: string, html: string): number {
  const files = firstLoadFiles(clientDir, html);
  for (const url of (jsonElement(html, PREFETCH_ELEMENT_ID) as string[] | null) ?? []) files.add(url.slice(1));
  return [...files].reduce((sum, file) => sum + gz(clientDir, file), 0);
}
