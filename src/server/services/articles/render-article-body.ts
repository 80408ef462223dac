import { LRUCache } from 'lru-cache';
import { contentToHtml } from '../../../shared/article-content.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';
import { scrollableTables } from './scrollable-tables.ts';

/** Content with tags is HTML; anything else is markdown, with its line breaks kept and GFM (tables, strikethrough). */
export function renderArticleContent(content: string): string {
  const html = contentToHtml(content);
  return html ? sanitizeArticleHtml(html) : '';
}

// Markdown and sanitizing cost a large share of a render: do it once per article version.
const rendered = new LRUCache<string, string>({ max: 500 });

export function renderArticleBody(article: { slug: string; updatedAt: Date; content: string }): string {
  const key = `${article.slug}\u0000${article.updatedAt.getTime()}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = scrollableTables(renderArticleContent(article.content));
    rendered.set(key, html);
  }
  return html;
}
