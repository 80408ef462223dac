import { contentToHtml } from '../../shared/article-content.ts';

const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'LI', 'TR', 'BLOCKQUOTE', 'FIGCAPTION', 'PRE']);

/**
 * An article body as a reader sees it: paragraphs on their own lines, list items with a bullet, table
 * cells side by side, images as their alt text. History compares this, so a change reads as words, not tags.
 */
export function readableText(content: string): string {
  const doc = new DOMParser().parseFromString(contentToHtml(content), 'text/html');
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push((node.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') out.push('\n');
    if (node.tagName === 'IMG') out.push(`[Image: ${node.getAttribute('alt') || 'no description'}]`);
    if (node.tagName === 'LI') out.push('• ');
    if (node.tagName === 'TD' || node.tagName === 'TH') out.push(' | ');
    for (const child of node.childNodes) walk(child);
    if (BLOCKS.has(node.tagName)) out.push('\n');
  };
  walk(doc.body);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/^\s*\|\s*/, '').trim())
    .filter(Boolean)
    .join('\n');
}
