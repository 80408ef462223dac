import { escapeHtml } from '../../../shared/escape-html.ts';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Article bodies are stored as HTML: their entities must read as characters before re-escaping. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * Turns ts_headline output into safe HTML. The text it ran over had every `<…>` stripped, so the only
 * `<mark>`/`</mark>` left are the ones ts_headline inserted; everything else is escaped.
 */
export function headlineToHtml(headline: string): string {
  let marked = false;
  let html = '';
  for (const part of headline.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) {
      const text = escapeHtml(squash(decodeEntities(part)));
      html += marked ? `<mark>${text}</mark>` : text;
    }
  }
  return html.trim();
}

/** Marks every word starting with one of the (lower-case, alphanumeric) tokens, escaping the rest. */
export function highlightWords(text: string, tokens: string[]): string {
  if (tokens.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${tokens.join('|')})[\\p{L}\\p{N}]*`, 'giu');
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
