/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB uncompressed (sitemaps.org). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

export interface Sitemap {
  /** /sitemap.xml: the one urlset, or an index of the parts when one file would exceed the limits. */
  root: string;
  /** /sitemap-1.xml and on, when `root` is an index (empty otherwise). */
  parts: string[];
}

/**
 * Splits `<url>` elements (escaped, one per line) into as few urlsets as the limits allow; more than
 * one is listed by a sitemap index at the root. `partUrl` gives the absolute address of part n (from 1).
 */
export function sitemap(urls: string[], partUrl: (n: number) => string, limits = SITEMAP_LIMITS): Sitemap {
  const overhead = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  const parts: string[][] = [[]];
  let bytes = overhead;
  for (const url of urls) {
    const size = Buffer.byteLength(url) + 1;
    const current = parts.at(-1)!;
    if (current.length > 0 && (current.length === limits.urls || bytes + size > limits.bytes)) {
      parts.push([]);
      bytes = overhead;
    }
    parts.at(-1)!.push(url);
    bytes += size;
  }
  const urlsets = parts.map((lines) => `${URLSET_OPEN}${lines.map((line) => `${line}\n`).join('')}${URLSET_CLOSE}`);
  if (urlsets.length === 1) return { root: urlsets[0]!, parts: [] };
  const entries = urlsets.map((_, i) => `  <sitemap><loc>${partUrl(i + 1)}</loc></sitemap>\n`).join('');
  return {
    root: `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`,
    parts: urlsets,
  };
}
