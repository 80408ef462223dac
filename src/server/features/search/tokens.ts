const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'by', 'for', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with']);
const MAX_TOKENS = 12;

/** Lower-case, accent-free form used on both sides of a match. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The distinct search words of a query; only letters and digits, so they are safe inside a RegExp. */
export function queryTokens(query: string): string[] {
  const all = [...new Set(words(query))];
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_TOKENS);
}
