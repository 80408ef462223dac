import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ArticleSlugParams } from '../../../../shared/article.ts';
import { DRILL_PROJECTS, DrillResults, DrillResultsQuery, ProjectParams, ReleaseResults } from '../../../../shared/drilling.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { sendNotFound } from '../../../plugins/error-handler.ts';
import { NOT_FOUND } from '../../articles/index.ts';
import type { PublicResults } from '../public-results.ts';
import { resultsCsv } from '../result-views.ts';

/**
 * What the public reads of drill results: only what releases public now report, read from the database on
 * every request (nothing is kept in this process, so a release's minute or withdrawal shows at once) and
 * kept by a CDN 30 s at most, like the releases themselves.
 */
export const drillResultRoutes: FastifyPluginAsyncTypebox<{ results: PublicResults }> = async (app, { results }) => {
  app.get('/api/drill-results', { schema: { querystring: DrillResultsQuery, response: { 200: DrillResults, ...ERROR_RESPONSES } } }, async (request, reply) => {
    withCacheControl(reply, CACHE_CONTROL.published);
    return results.project(request.query.project);
  });

  app.get(
    '/api/drill-results/releases/:slug',
    { schema: { params: ArticleSlugParams, response: { 200: ReleaseResults, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const tables = await results.release(request.params.slug);
      // Not cached: a scheduled release's 404 turns into its tables at its minute.
      if (!tables) return withCacheControl(reply.code(404), CACHE_CONTROL.none).send({ message: NOT_FOUND });
      withCacheControl(reply, CACHE_CONTROL.published);
      return tables;
    },
  );

  app.get('/projects/:slug/drill-results.csv', { schema: { params: ProjectParams, response: { 200: Type.String(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const project = DRILL_PROJECTS.find((slug) => slug === request.params.slug);
    if (!project) return sendNotFound(request, reply);
    return withCacheControl(reply, CACHE_CONTROL.published)
      .header('content-disposition', `attachment; filename="${project}-drill-results.csv"`)
      .type('text/csv; charset=utf-8')
      .send(resultsCsv(await results.project(project)));
  });
};
