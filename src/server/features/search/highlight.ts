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

/** ts_headline's selection marks (its StartSel and StopSel): control characters readable text never holds. */
export const HEADLINE_START = '\u0002';
export const HEADLINE_STOP = '\u0003';

/** Turns ts_headline output over readable text into safe HTML: its marks become <mark>, everything else is escaped. */
export function headlineToHtml(headline: string): string {
  let html = '';
  for (const [i, part] of headline.split(new RegExp(`[${HEADLINE_START}${HEADLINE_STOP}]`)).entries()) {
    if (!part) continue;
    const text = escapeHtml(part.replace(/\s+/g, ' '));
    html += i % 2 === 1 ? `<mark>${text}</mark>` : text;
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
