import { LRUCache } from 'lru-cache';
import { contentToHtml } from '../../../shared/article-content.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';
import { scrollableTables } from './scrollable-tables.ts';

/** Content with tags is HTML; anything else is markdown, with its line breaks kept and GFM (tables, strikethrough). */
export function renderArticleContent(content: string): string {
  const html = contentToHtml(content);
  return html ? sanitizeArticleHtml(html) : '';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The featured image already heads the page, so the body does not show it again. Runs on the sanitizer's
 * output, whose <img> tags are written one way, with double-quoted attributes; a paragraph holding only it goes too.
 */
export function withoutFeaturedImage(html: string, featuredImage: string | null | undefined): string {
  if (!featuredImage) return html;
  const src = escapeRegExp(featuredImage.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  const image = `<img\\b[^>]*\\bsrc="${src}"[^>]*>`;
  return html.replace(new RegExp(`<p>\\s*${image}\\s*</p>|${image}`, 'g'), '');
}

// Markdown and sanitizing cost a large share of a render: do it once per article version.
const rendered = new LRUCache<string, string>({ max: 500 });

export function renderArticleBody(article: { slug: string; updatedAt: Date; content: string; featuredImage?: string | null }): string {
  const key = `${article.slug}\u0000${article.updatedAt.getTime()}\u0000${article.featuredImage ?? ''}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = scrollableTables(withoutFeaturedImage(renderArticleContent(article.content), article.featuredImage));
    rendered.set(key, html);
  }
  return html;
}
