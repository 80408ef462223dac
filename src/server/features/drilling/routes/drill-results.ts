import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ArticleSlugParams } from '../../../../shared/article.ts';
import { DRILL_PROJECTS, DrillResults, DrillResultsQuery, ProjectParams, ReleaseResults } from '../../../../shared/drilling.ts';
import { PUBLISHED_CACHE_CONTROL } from '../../../http/response-cache.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { sendNotFound } from '../../../plugins/error-handler.ts';
import { NOT_FOUND } from '../../publishing/article-writes.ts';
import type { PublicResults } from '../public-results.ts';
import { resultsCsv } from '../result-views.ts';

/**
 * What the public reads of drill results: only what releases public now report, read from the database on
 * every request (nothing is kept in this process, so a release's minute or withdrawal shows at once) and
 * kept by a CDN 30 s at most, like the releases themselves.
 */
export const drillResultRoutes: FastifyPluginAsyncTypebox<{ results: PublicResults }> = async (app, { results }) => {
  app.get('/api/drill-results', { schema: { querystring: DrillResultsQuery, response: { 200: DrillResults, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', PUBLISHED_CACHE_CONTROL);
    return results.project(request.query.project);
  });

  app.get(
    '/api/drill-results/releases/:slug',
    { schema: { params: ArticleSlugParams, response: { 200: ReleaseResults, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const tables = await results.release(request.params.slug);
      // Not cached: a scheduled release's 404 turns into its tables at its minute.
      if (!tables) return reply.code(404).header('Cache-Control', 'no-store').send({ message: NOT_FOUND });
      reply.header('Cache-Control', PUBLISHED_CACHE_CONTROL);
      return tables;
    },
  );

  app.get('/projects/:slug/drill-results.csv', { schema: { params: ProjectParams, response: { 200: Type.String(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const project = DRILL_PROJECTS.find((slug) => slug === request.params.slug);
    if (!project) return sendNotFound(request, reply);
    return reply
      .header('Cache-Control', PUBLISHED_CACHE_CONTROL)
      .header('content-disposition', `attachment; filename="${project}-drill-results.csv"`)
      .type('text/csv; charset=utf-8')
      .send(resultsCsv(await results.project(project)));
  });
};
