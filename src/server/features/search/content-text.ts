import type { PageSearchText } from '../../../shared/search.ts';
import { SEARCH_TEXTS } from '../../../web/content/search-texts.ts';

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

/** Every page's search content (web/content/search-texts.ts), with the module that declares it. */
export function declaredSearchTexts(): DeclaredSearchText[] {
  return Object.entries(SEARCH_TEXTS).map(([module, text]) => ({ module, ...text }));
}

/** The prose of each page's declared content, by page path. */
export function contentTextByPage(): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const { path, content } of declaredSearchTexts()) {
    byPage.set(path, [...(byPage.get(path) ?? []), ...collectStrings(content)]);
  }
  return byPage;
}
