import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublicArticle } from '../../shared/article.ts';
import { HttpProblem } from '../errors.ts';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
type TokenParams = { token: string };

function privateAnswer(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
}

/**
 * Preview links (/preview/<signed token>): the article page as it will look once public, for whoever holds
 * the link for its hour. Never cached, never indexed; the feed, sitemap and search only ever read public articles.
 */
export async function previewRoutes(app: FastifyInstance, opts: { preview: (token: string) => Promise<PublicArticle | null>; ssr: boolean }) {
  app.get<{ Params: TokenParams }>('/api/preview/:token', { schema: { params: TokenParams } }, async (request, reply) => {
    privateAnswer(reply);
    const article = await opts.preview(request.params.token);
    if (!article) throw new HttpProblem(404, 'Preview not found or expired');
    return article;
  });

  if (!opts.ssr) return;
  app.get('/preview/:token', async (request, reply) => {
    privateAnswer(reply);
    return app.renderPage(request, reply, { private: true });
  });
}
