import { readdirSync } from 'node:fs';
import type { PageSearchText } from '../../../shared/search.ts';

const CONTENT_DIR = new URL('../../../web/content/', import.meta.url);

/** Keys whose values are identifiers or addresses, never prose a visitor reads. */
const SKIPPED_KEYS = new Set(['id', 'slug', 'href', 'url', 'downloadUrl', 'file', 'src', 'icon', 'color', 'colour', 'path', 'sizes', 'image', 'flag']);

function isProse(text: string): boolean {
  return /\p{L}/u.test(text) && !/^(\/|https?:|mailto:|tel:|#)/.test(text) && !/^[a-z0-9]+(-[a-z0-9]+)+$/.test(text);
}

/** Every human-readable string in an exported value, in declaration order. */
export function collectStrings(value: unknown, out: string[] = [], seen = new Set<object>()): string[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (isProse(text)) out.push(text);
  } else if (Array.isArray(value)) {
    if (seen.has(value)) return out;
    seen.add(value);
    for (const item of value) collectStrings(item, out, seen);
  } else if (typeof value === 'object' && value !== null) {
    if (seen.has(value)) return out;
    seen.add(value);
    for (const [key, item] of Object.entries(value)) if (!SKIPPED_KEYS.has(key)) collectStrings(item, out, seen);
  }
  return out;
}

/** A page's declared search content, with the module that declared it. */
export interface DeclaredSearchText extends PageSearchText {
  module: string;
}

/**
 * Every page's search content, as its content module declares it in the export `searchText`. Modules
 * are found on disk, so a page added later is indexed without touching search; one that fails to load
 * is skipped, not fatal to search.
 */
export async function declaredSearchTexts(onSkip: (module: string, error: unknown) => void): Promise<DeclaredSearchText[]> {
  const declared: DeclaredSearchText[] = [];
  const files = readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.includes('.test.'));
  for (const file of files.sort()) {
    const module = file.slice(0, -3);
    try {
      const { searchText } = (await import(new URL(file, CONTENT_DIR).href)) as { searchText?: PageSearchText };
      if (searchText) declared.push({ module, ...searchText });
    } catch (error) {
      onSkip(module, error);
    }
  }
  return declared;
}

/** The prose of each page's declared content, by page path. */
export async function contentTextByPage(onSkip: (module: string, error: unknown) => void): Promise<Map<string, string[]>> {
  const byPage = new Map<string, string[]>();
  for (const { path, content } of await declaredSearchTexts(onSkip)) {
    byPage.set(path, [...(byPage.get(path) ?? []), ...collectStrings(content)]);
  }
  return byPage;
}
