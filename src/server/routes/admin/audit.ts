import type { FastifyInstance } from 'fastify';
import { AuditQuery } from '../../../shared/audit.ts';
import type { AuditLog } from '../../services/publishing/audit-log.ts';

/** GET /api/admin/audit?limit=&before= — the audit log, newest first, one page at a time. */
export async function adminAuditRoutes(app: FastifyInstance, opts: { audit: AuditLog }) {
  app.get<{ Querystring: AuditQuery }>('/api/admin/audit', { schema: { querystring: AuditQuery } }, async (request) =>
    opts.audit.page(request.query),
  );
}
