import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AdminArticle } from '../../src/shared/article.ts';
import { bearer, loginToken } from './admin.ts';
import { buildTestApp } from './api.ts';
import { testClock } from './clock.ts';

/** A release without technical disclosure, so the pre-publish checks let it go public (test/api/publish-checks.test.ts covers them). */
export const ARTICLE = {
  title: 'Stony Lake Drilling Confirms Porphyry Copper',
  slug: 'stony-lake-drill-results',
  category: 'Project Updates',
  source: 'Newsfile Corp.',
  date: '2025-06-01',
  description: 'Results from the summer programme.',
  content: '<p>Hole SL-25-04 cut porphyry copper along 148 metres of core.</p>',
  featuredImage: '',
  published: false,
  scheduledDate: '',
  includeDisclaimer: true,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The API with a logged-in admin, calls carrying its token, and the injected clock; with `pages`, the
 * production page renderer and its HTML cache too (the build the test runner made); `env` adds settings.
 */
export async function publishingApp(t: TestContext, clock = testClock(), options: { pages?: boolean; env?: Record<string, string> } = {}) {
  const built = options.pages
    ? await buildTestApp(t, options.env, undefined, { clock: clock.now, ssr: 'production' })
    : await buildTestApp(t, options.env, undefined, { clock: clock.now });
  const headers = bearer(await loginToken(built.app));
  const call = (method: Method, url: string, payload?: object) =>
    built.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (body: Partial<typeof ARTICLE> = {}): Promise<AdminArticle> => {
    const response = await call('POST', '/api/admin/articles', { ...ARTICLE, ...body });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as AdminArticle;
  };
  return { ...built, clock, call, create };
}

/** Everything a visitor or crawler can read about an article: the list, its page, the feed, the sitemap, search. */
export async function publicSurfaces(app: FastifyInstance, slug: string, searchWords: string) {
  const get = (url: string) => app.inject({ method: 'GET', url });
  const [list, detail, feed, sitemap, search] = await Promise.all([
    get('/api/articles'),
    get(`/api/articles/${slug}`),
    get('/feed.xml'),
    get('/sitemap.xml'),
    get(`/api/search?q=${encodeURIComponent(searchWords)}`),
  ]);
  return {
    inList: (list.json() as { slug: string }[]).some((a) => a.slug === slug),
    detail: detail.statusCode,
    inFeed: feed.body.includes(`/articles/${slug}<`),
    inSitemap: sitemap.body.includes(`/articles/${slug}<`),
    inSearch: (search.json() as { news: { slug: string }[] }).news.some((n) => n.slug === slug),
  };
}

export const HIDDEN = { inList: false, detail: 404, inFeed: false, inSitemap: false, inSearch: false };
export const VISIBLE = { inList: true, detail: 200, inFeed: true, inSitemap: true, inSearch: true };
