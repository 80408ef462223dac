import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ChecksRefusal } from '../../../../shared/checks/disclosure-checks.ts';
import { ResourceEstimate, ResourceEstimateInput, ResourceEstimateParams } from '../../../../shared/resource-estimate.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';
import type { ResourceEstimates } from '../resource-estimates.ts';

/** The admin's resource estimates, registered inside the guarded admin scope with the Drilling section's API. */
export const adminResourceEstimateRoutes: FastifyPluginAsyncTypebox<{ estimates: ResourceEstimates }> = async (app, { estimates }) => {
  app.get('/api/admin/resource-estimates', { schema: { response: { 200: Type.Array(ResourceEstimate), ...ERROR_RESPONSES } } }, async () => estimates.list());

  app.post(
    '/api/admin/resource-estimates',
    { schema: { body: ResourceEstimateInput, response: { 201: ResourceEstimate, 422: ChecksRefusal, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(201).send(await estimates.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/resource-estimates/:id',
    { schema: { params: ResourceEstimateParams, body: ResourceEstimateInput, response: { 200: ResourceEstimate, 422: ChecksRefusal, ...ERROR_RESPONSES } } },
    async (request) => estimates.update(request.params.id, request.body, actorOf(request)),
  );
};
