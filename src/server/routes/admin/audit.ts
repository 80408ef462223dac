import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery } from '../../../shared/audit.ts';
import type { AuditLog } from '../../services/publishing/audit-log.ts';
import { ERROR_RESPONSES } from '../responses.ts';

/** GET /api/admin/audit?limit=&before= — the audit log, newest first, one page at a time. */
export const adminAuditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditLog }> = async (app, opts) => {
  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditQuery, response: { 200: AuditPage, ...ERROR_RESPONSES } } },
    async (request) => opts.audit.page(request.query),
  );
};
