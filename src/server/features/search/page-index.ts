import { SITE_PAGES } from '../../../shared/pages.ts';
import type { PageHit } from '../../../shared/search.ts';
import { COMPANY_NAME } from '../../../shared/site.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { highlightWords } from './highlight.ts';
import { queryTokens, words } from './tokens.ts';

interface IndexedPage {
  path: string;
  title: string;
  description: string;
  texts: string[];
  titleWords: string[];
  descriptionWords: string[];
  /** Word → occurrences in the page's content text. */
  bodyWords: Map<string, number>;
}

const TITLE_WEIGHT = 10;
const DESCRIPTION_WEIGHT = 4;
const BODY_WEIGHT = 1;
const BODY_COUNT_CAP = 5;
const SNIPPET_RADIUS = 90;

/** "Copper Keg Project | District Copper Corp." reads "Copper Keg Project" in a result list. */
function displayTitle(path: string, title: string): string {
  if (path === '/') return 'Home';
  return title.replace(` | ${COMPANY_NAME}`, '').replace(` - ${COMPANY_NAME}`, '');
}

function countWords(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const w of words(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

export function buildPageIndex(contentByPage: Map<string, string[]>): IndexedPage[] {
  return SITE_PAGES.map(({ path, title, description }) => {
    const texts = contentByPage.get(path) ?? [];
    const name = displayTitle(path, title);
    return {
      path,
      title: name,
      description,
      texts,
      titleWords: words(name),
      descriptionWords: words(description),
      bodyWords: countWords(texts),
    };
  });
}

const startsAny = (list: Iterable<string>, token: string) => {
  for (const w of list) if (w.startsWith(token)) return true;
  return false;
};

function bodyCount(page: IndexedPage, token: string): number {
  let count = 0;
  for (const [w, n] of page.bodyWords) if (w.startsWith(token)) count += n;
  return count;
}

/** 0 unless every token starts a word of the page; title words weigh most, then description, then body. */
function score(page: IndexedPage, tokens: string[]): number {
  let total = 0;
  for (const token of tokens) {
    const inTitle = startsAny(page.titleWords, token) ? TITLE_WEIGHT : 0;
    const inDescription = startsAny(page.descriptionWords, token) ? DESCRIPTION_WEIGHT : 0;
    const inBody = Math.min(bodyCount(page, token), BODY_COUNT_CAP) * BODY_WEIGHT;
    if (inTitle + inDescription + inBody === 0) return 0;
    total += inTitle + inDescription + inBody;
  }
  return total;
}

/** The description, or failing a match there, a window of the first content text that matches. */
function snippet(page: IndexedPage, tokens: string[]): string {
  const starts = (text: string) => tokens.some((t) => startsAny(words(text), t));
  if (starts(page.description)) return highlightWords(page.description, tokens);
  const text = page.texts.find(starts);
  if (!text) return escapeHtml(page.description);
  if (text.length <= SNIPPET_RADIUS * 2) return highlightWords(text, tokens);
  const lower = text.toLowerCase();
  const at = Math.max(0, ...tokens.map((t) => lower.indexOf(t)).filter((i) => i >= 0).slice(0, 1));
  // Cut at spaces so the window never starts or ends mid-word.
  const from = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - SNIPPET_RADIUS)) + 1);
  const end = text.indexOf(' ', at + SNIPPET_RADIUS);
  const to = end === -1 ? text.length : end;
  return `${from > 0 ? '… ' : ''}${highlightWords(text.slice(from, to), tokens)}${to < text.length ? ' …' : ''}`;
}

export function searchPages(index: IndexedPage[], query: string, limit: number): PageHit[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  return index
    .map((page) => ({ page, score: score(page, tokens) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ page }) => ({ path: page.path, title: page.title, snippet: snippet(page, tokens) }));
}
