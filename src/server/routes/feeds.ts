import type { FastifyInstance } from 'fastify';
import { SITE_PAGES } from '../../shared/pages.ts';
import { COMPANY_NAME } from '../../shared/site.ts';
import type { FeedArticle } from '../services/articles/feed-articles.ts';

export interface FeedRoutesOptions {
  siteUrl: string;
  articles: () => Promise<FeedArticle[]>;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Control characters other than tab and newlines are not allowed anywhere in XML 1.0.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching exactly those characters is the point
const XML_FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g;

export function xml(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

// Short, so a scheduled article reaches readers of a CDN-cached feed soon after its time.
const CACHE_CONTROL = 'public, max-age=60';

/** /feed.xml (RSS 2.0), /sitemap.xml and /robots.txt; only visible articles appear. */
export async function feedRoutes(app: FastifyInstance, opts: FeedRoutesOptions) {
  const site = opts.siteUrl.replace(/\/$/, '');
  const articleUrl = (slug: string) => `${site}/articles/${encodeURIComponent(slug)}`;

  app.get('/feed.xml', async (_request, reply) => {
    const articles = await opts.articles();
    const items = articles.map(
      (a) => `    <item>
      <title>${xml(a.title)}</title>
      <link>${xml(articleUrl(a.slug))}</link>
      <guid isPermaLink="true">${xml(articleUrl(a.slug))}</guid>
      <pubDate>${a.date.toUTCString()}</pubDate>
      <category>${xml(a.category)}</category>
      <description>${xml(a.description)}</description>
    </item>`,
    );
    const newest = articles[0]?.date ?? new Date();
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${COMPANY_NAME} — Press Releases`)}</title>
    <link>${xml(`${site}/investors/media`)}</link>
    <atom:link href="${xml(`${site}/feed.xml`)}" rel="self" type="application/rss+xml" />
    <description>${xml(`Press releases and news from ${COMPANY_NAME}`)}</description>
    <language>en-us</language>
    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
    return reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(body);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const articles = await opts.articles();
    const urls = [
      ...SITE_PAGES.map((p) => `  <url><loc>${xml(site + p.path)}</loc></url>`),
      ...articles.map(
        (a) => `  <url><loc>${xml(articleUrl(a.slug))}</loc><lastmod>${a.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(body);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nDisallow: /admin\n\nSitemap: ${site}/sitemap.xml\n`),
  );
}
