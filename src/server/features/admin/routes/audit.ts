import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuditFilter, AuditPage, AuditQuery } from '../../../../shared/audit.ts';
import { auditCsv } from '../../../core/audit/audit-csv.ts';
import type { AuditLog } from '../../../core/audit/audit-log.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

/**
 * GET /api/admin/audit?limit=&before= — the audit log, newest first, one page at a time; and
 * GET /api/admin/audit.csv — the same entries as a file. Both take the filters action, release, from and to.
 */
export const adminAuditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditLog }> = async (app, opts) => {
  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditQuery, response: { 200: AuditPage, ...ERROR_RESPONSES } } },
    async (request) => opts.audit.page(request.query),
  );

  app.get(
    '/api/admin/audit.csv',
    { schema: { querystring: AuditFilter, response: { 200: Type.String(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const csv = auditCsv(await opts.audit.all(request.query));
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="audit-log.csv"').send(csv);
    },
  );
};
