import { LRUCache } from 'lru-cache';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';
import { scrollableTables } from './scrollable-tables.ts';

const HAS_TAGS = /<[a-z][\s\S]*>/i;
const BLOCK = '(?:p|ul|ol|li|h[1-6]|blockquote|table|thead|tbody|tr|th|td|hr|pre|div)';
// micromark leaves a soft line break as a bare newline inside text; newlines next to block tags are layout.
const SOFT_BREAK = new RegExp(`(?<!<\\/?${BLOCK}\\b[^>]*>)\\n(?!<\\/?${BLOCK}\\b|$)`, 'g');
const PRE = /(<pre[\s\S]*?<\/pre>)/;

/** SPEC: markdown keeps single line breaks. Code blocks keep theirs as they are. */
function keepLineBreaks(html: string): string {
  return html
    .split(PRE)
    .map((part) => (part.startsWith('<pre') ? part : part.replace(SOFT_BREAK, '<br />\n')))
    .join('');
}

/** SPEC section 2: content with tags is HTML, anything else markdown with kept line breaks and GFM. */
export function renderArticleContent(content: string): string {
  if (!content.trim()) return '';
  if (HAS_TAGS.test(content)) return sanitizeArticleHtml(content);
  const markdown = content.replace(/\r\n?/g, '\n');
  const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: false });
  return sanitizeArticleHtml(keepLineBreaks(html));
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
