import { readdirSync } from 'node:fs';
import { SITE_PAGES } from '../../../shared/pages.ts';

const CONTENT_DIR = new URL('../../../web/content/', import.meta.url);

/**
 * Which page shows each content module, where the file name alone does not say it. A module whose name
 * is the last segment of a page path (copper-keg.ts, sustainability.ts…) needs no entry; a module that
 * maps to no page (image names, shared types) is not indexed.
 */
const MODULE_PAGES: Record<string, string[]> = {
  company: ['/contact', '/corporate/corporate-directory'],
  people: ['/corporate/management'],
  strategy: ['/corporate/management'],
  management: ['/corporate/management'],
  directory: ['/corporate/corporate-directory'],
  governance: ['/corporate/corporate-governance'],
  'copper-facts': ['/projects'],
  'technical-reports': ['/projects/reports'],
  'project-maps': ['/projects/maps'],
  agm: ['/investors/agm-events'],
  capitalization: ['/investors'],
  'investor-highlights': ['/investors'],
  presentation: ['/investors/corporate-presentation'],
  'image-archive': ['/download-images'],
  'stock-information': ['/investors/stock-information'],
  advantages: ['/'],
  home: ['/'],
  'policy-timeline': ['/'],
};

function pagesOf(module: string): string[] {
  if (MODULE_PAGES[module]) return MODULE_PAGES[module];
  const page = SITE_PAGES.find((p) => p.path.split('/').pop() === module);
  return page ? [page.path] : [];
}

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

/**
 * The text of the content modules per page path. Modules are found on disk so pages added later are
 * indexed without touching search; one that fails to load is skipped, not fatal to search.
 */
export async function contentTextByPage(onSkip: (module: string, error: unknown) => void): Promise<Map<string, string[]>> {
  const byPage = new Map<string, string[]>();
  const files = readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.includes('.test.'));
  for (const file of files.sort()) {
    const module = file.slice(0, -3);
    const paths = pagesOf(module);
    if (paths.length === 0) continue;
    try {
      const strings = collectStrings(Object.values(await import(new URL(file, CONTENT_DIR).href)));
      for (const path of paths) byPage.set(path, [...(byPage.get(path) ?? []), ...strings]);
    } catch (error) {
      onSkip(module, error);
    }
  }
  return byPage;
}
