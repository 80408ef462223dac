import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readClientManifest, staticChunks } from '../../src/server/features/pages/client-manifest.ts';
import { ISLAND_DATA_ELEMENT_ID, ISLAND_RUNTIME_MODULE, type IslandData, islandModule, PREFETCH_ELEMENT_ID } from '../../src/shared/island-data.ts';
import { jsonScriptIn } from '../../src/shared/json-script.ts';
import type { Targets } from './targets.ts';

/**
 * First-load JavaScript of every public page, gzipped bytes: what a phone downloads and runs before a page is
 * interactive. Over the limit is a failure; the goal is what the loader is kept to (see pageJs).
 */
export const FIRST_LOAD_JS_LIMIT = 10 * 1024;
export const FIRST_LOAD_JS_GOAL = 6 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Checks a page's first-load JavaScript against the limit, naming the goal beside it. */
export function checkFirstLoadJs(targets: Targets, route: string, bytes: number): void {
  const goal = bytes <= FIRST_LOAD_JS_GOAL ? 'goal met' : `over the ${kb(FIRST_LOAD_JS_GOAL)} goal`;
  targets.check(`first-load JS ${route}`, kb(bytes), `at most ${kb(FIRST_LOAD_JS_LIMIT)} (${goal})`, bytes <= FIRST_LOAD_JS_LIMIT);
}

const gz = (clientDir: string, file: string) => gzipSync(readFileSync(join(clientDir, file))).length;

/**
 * Gzipped JavaScript of a page's first visit.
 * - firstLoad: what it downloads and runs without a tap: the entry script, every module preload its HTML
 *   names, and, when the page has islands that wake once it has loaded, React and those islands with their
 *   imports. An island waiting for a visitor, or for being scrolled near, is not counted.
 * - idle: what it has fetched once idle, before any tap: the first load plus the chunks its loader prefetches
 *   (React and the islands that wait for a visitor). Dialogs' own chunks, fetched
 *   when opened, are in neither.
 */
export function pageJs(clientDir: string, html: string): { firstLoad: number; idle: number } {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)) {
    files.add((match[1] ?? match[2]!).slice(1));
  }
  const data = jsonScriptIn<IslandData>(html, ISLAND_DATA_ELEMENT_ID);
  const selfWaking = Object.values(data?.islands ?? {}).filter((island) => island.wake === 'load');
  if (selfWaking.length > 0) {
    const modules = [ISLAND_RUNTIME_MODULE, ...selfWaking.map((island) => islandModule(island.name))].map((module) => join('src/web', module));
    for (const chunk of staticChunks(readClientManifest(clientDir), modules)) files.add(chunk.file);
  }
  const bytes = (list: Iterable<string>) => [...list].reduce((sum, file) => sum + gz(clientDir, file), 0);
  const firstLoad = bytes(files);
  const prefetched = (jsonScriptIn<string[]>(html, PREFETCH_ELEMENT_ID) ?? []).map((url) => url.slice(1)).filter((file) => !files.has(file));
  return { firstLoad, idle: firstLoad + bytes(new Set(prefetched)) };
}
