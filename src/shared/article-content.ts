import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const BLOCK = '(?:p|ul|ol|li|h[1-6]|blockquote|table|thead|tbody|tr|th|td|hr|pre|div)';
// micromark leaves a soft line break as a bare newline inside text; newlines next to block tags are layout.
const SOFT_BREAK = new RegExp(`(?<!<\\/?${BLOCK}\\b[^>]*>)\\n(?!<\\/?${BLOCK}\\b|$)`, 'g');
const PRE = /(<pre[\s\S]*?<\/pre>)/;

/**
 * Content with tags is HTML, anything else markdown. A tag here is a `<` followed by a letter with a
 * `>` somewhere after it: two index scans, linear in the length, so no input can make it backtrack
 * (the regular expression `/<[a-z][\s\S]*>/i` took seconds on 100 KB of "<a").
 */
export function isHtmlContent(content: string): boolean {
  const open = content.search(/<[a-z]/i);
  return open !== -1 && content.lastIndexOf('>') > open;
}

/** Markdown keeps single line breaks. Code blocks keep theirs as they are. */
function keepLineBreaks(html: string): string {
  return html
    .split(PRE)
    .map((part) => (part.startsWith('<pre') ? part : part.replace(SOFT_BREAK, '<br />\n')))
    .join('');
}

/**
 * An article's content as HTML, not yet sanitized: HTML as it is, markdown rendered with GFM and kept
 * line breaks. The server renders pages with it and the admin editor opens markdown articles with it,
 * so an article looks the same in the editor as on the site.
 */
export function contentToHtml(content: string): string {
  if (!content.trim()) return '';
  if (isHtmlContent(content)) return content;
  const markdown = content.replace(/\r\n?/g, '\n');
  return keepLineBreaks(micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: false }));
}
