import type { FastifyInstance } from 'fastify';
import { SITE_PAGES } from '../../../../shared/pages.ts';
import { releaseDayStart, rfc822InZone } from '../../../../shared/company-time.ts';
import { COMPANY_NAME } from '../../../../shared/site.ts';
import { disseminationLine, FILED_ON_SEDAR } from '../../../../shared/newswire.ts';
import type { FeedArticle } from '../feed-articles.ts';
import { CACHE_CONTROL, type FreshResponse, type ResponseCache, serveThrough, withCacheControl } from '../../../http/response-cache.ts';
import { sitemap } from '../sitemap.ts';

export interface FeedRoutesOptions {
  siteUrl: string;
  /** The company's zone: a release's date is a calendar date there. */
  timeZone: string;
  /** Visible articles, newest first; at most `limit` when given. */
  articles: (limit?: number) => Promise<FeedArticle[]>;
  /** Where the feed and the sitemaps are kept between changes of what is public; null builds them per request. */
  cache: ResponseCache | null;
}

/** Feed readers look for what is new: the newest releases, however long the archive grows. */
export const FEED_ITEMS = 50;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Control characters other than tab and newlines are not allowed anywhere in XML 1.0.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching exactly those characters is the point
const XML_FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g;

export function xml(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** The description, then the newswire line and the filing as the release page shows them. */
function feedDescription(a: FeedArticle, zone: string): string {
  const record = [a.disseminatedAt ? `${disseminationLine(a.source, a.disseminatedAt, zone)}.` : '', a.filingUrl ? `${FILED_ON_SEDAR}: ${a.filingUrl}` : ''].filter(Boolean);
  return [a.description, ...record].join('\n\n');
}

const RSS = 'application/rss+xml; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const document = (type: string, text: string): FreshResponse => ({ status: 200, type, body: Buffer.from(text) });

/**
 * /feed.xml (RSS 2.0; a corrected release carries its correction's time as Atom's <updated>, which RSS lacks), /sitemap.xml (with /sitemap-N.xml parts beyond the protocol's limits) and
 * /robots.txt; only visible articles appear. The feed and the sitemaps are built once per change of
 * what is public and kept compressed, like pages.
 */
export async function feedRoutes(app: FastifyInstance, opts: FeedRoutesOptions) {
  const site = opts.siteUrl.replace(/\/$/, '');
  const articleUrl = (slug: string) => `${site}/articles/${encodeURIComponent(slug)}`;

  async function buildFeed(): Promise<FreshResponse> {
    const articles = await opts.articles(FEED_ITEMS);
    const published = (a: FeedArticle) => releaseDayStart(a.date, opts.timeZone);
    const items = articles.map(
      (a) => `    <item>
      <title>${xml(a.title)}</title>
      <link>${xml(articleUrl(a.slug))}</link>
      <guid isPermaLink="true">${xml(articleUrl(a.slug))}</guid>
      <pubDate>${rfc822InZone(published(a), opts.timeZone)}</pubDate>${a.correctedAt ? `\n      <atom:updated>${a.correctedAt.toISOString()}</atom:updated>` : ''}
      <category>${xml(a.category)}</category>
      <description>${xml(feedDescription(a, opts.timeZone))}</description>
    </item>`,
    );
    // The feed changed last when its newest release went out or a release in it was corrected.
    const changes = articles.flatMap((a) => [published(a).getTime(), a.correctedAt?.getTime() ?? 0]);
    const lastBuild = changes.length ? new Date(Math.max(...changes)) : new Date();
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${COMPANY_NAME} — Press Releases`)}</title>
    <link>${xml(`${site}/investors/media`)}</link>
    <atom:link href="${xml(`${site}/feed.xml`)}" rel="self" type="application/rss+xml" />
    <description>${xml(`Press releases and news from ${COMPANY_NAME}`)}</description>
    <language>en-us</language>
    <lastBuildDate>${rfc822InZone(lastBuild, opts.timeZone)}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
    return document(RSS, body);
  }

  async function buildSitemap() {
    const articles = await opts.articles();
    const urls = [
      ...SITE_PAGES.map((p) => `  <url><loc>${xml(site + p.path)}</loc></url>`),
      ...articles.map(
        (a) => `  <url><loc>${xml(articleUrl(a.slug))}</loc><lastmod>${a.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return sitemap(urls, (n) => xml(`${site}/sitemap-${n}.xml`));
  }

  app.get('/feed.xml', (request, reply) => serveThrough(opts.cache, request, reply, '/feed.xml', buildFeed));
  app.get('/sitemap.xml', (request, reply) =>
    serveThrough(opts.cache, request, reply, '/sitemap.xml', async () => document(XML, (await buildSitemap()).root)),
  );
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', (request, reply) =>
    serveThrough(opts.cache, request, reply, `/sitemap-${Number(request.params.part)}.xml`, async () => {
      const part = (await buildSitemap()).parts[Number(request.params.part) - 1];
      return part ? document(XML, part) : { status: 404, type: 'text/plain; charset=utf-8', body: Buffer.from('Not found') };
    }, (built) => built.status === 200),
  );

  app.get('/robots.txt', async (_request, reply) =>
    withCacheControl(reply.type('text/plain; charset=utf-8'), CACHE_CONTROL.deployText).send(`User-agent: *\nDisallow: /admin\n\nSitemap: ${site}/sitemap.xml\n`),
  );
}
