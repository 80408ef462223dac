import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ArticleSlugParams } from '../../../../shared/article.ts';
import { DrillResultsQuery } from '../../../../shared/drilling.ts';
import { messages } from '../../../../shared/validation.ts';
import { PublicResourceEstimates } from '../../../../shared/resource-estimate.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { sendNotFound } from '../../../plugins/error-handler.ts';
import type { PublicResults } from '../public-results.ts';
import type { ResourceEstimates } from '../resource-estimates.ts';
import { resultsCsv } from '../result-views.ts';

const TableParams = Type.Object({
  ...ArticleSlugParams.properties,
  /** `1.csv`, `2.json`: a table of the release (each version counts), as releaseTableFile names it. */
  file: Type.String({ pattern: '^[1-9]\\d{0,2}\\.(?:csv|json)$', ...messages({ label: 'File', invalid: 'File must be a table number with .csv or .json' }) }),
});

/**
 * Downloads of one table of a public release exactly as published (each correction is a table of its own,
 * the first stays), and the public resource estimates. Read fresh like every public drilling address.
 */
export const releaseDownloadRoutes: FastifyPluginAsyncTypebox<{ results: PublicResults; estimates: ResourceEstimates }> = async (app, { results, estimates }) => {
  app.get('/api/drill-results/releases/:slug/:file', { schema: { params: TableParams, response: { 200: Type.Unknown(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const { slug, file } = request.params;
    const [index, format] = file.split('.') as [string, 'csv' | 'json'];
    const table = (await results.release(slug))?.tables[Number(index) - 1];
    // Not cached: a scheduled release's 404 turns into its tables at its minute.
    if (!table) return sendNotFound(request, reply.header('Cache-Control', 'no-store'));
    const holes = table.holes.map((hole) => ({ ...hole, release: { slug, title: '' } }));
    withCacheControl(reply, CACHE_CONTROL.published).header('content-disposition', `attachment; filename="${slug}-table-${index}.${format}"`);
    if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(table));
    return reply.type('text/csv; charset=utf-8').send(resultsCsv({ holes }));
  });

  app.get('/api/resource-estimates', { schema: { querystring: DrillResultsQuery, response: { 200: PublicResourceEstimates, ...ERROR_RESPONSES } } }, async (request, reply) => {
    withCacheControl(reply, CACHE_CONTROL.published);
    return { estimates: await estimates.shown({ project: request.query.project }) };
  });
};
