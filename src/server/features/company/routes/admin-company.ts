import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CompanyFactsState } from '../../../../shared/company-facts.ts';
import { Revision } from '../../../../shared/company-revision.ts';
import type { CompanyFactsService } from '../company-facts.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** The company facts document: read it whole, save it whole with the version it was read at. */
export const adminCompanyRoutes: FastifyPluginAsyncTypebox<{ company: CompanyFactsService }> = async (app, { company }) => {
  app.get('/api/admin/company', { schema: { response: { 200: CompanyFactsState, ...ERROR_RESPONSES } } }, async () => company.get());

  app.put(
    '/api/admin/company',
    { schema: { body: CompanyFactsState, response: { 200: CompanyFactsState, ...ERROR_RESPONSES } } },
    async (request) => company.update(request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/company/revisions',
    { schema: { response: { 200: Type.Array(Revision), ...ERROR_RESPONSES } } },
    async () => company.revisions(),
  );
};
