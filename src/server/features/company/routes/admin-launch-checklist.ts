import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type ChecklistItem, LaunchChecklist } from '../../../../shared/launch-checklist.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

/** What the IR manager still has to confirm or update, each item linked to where it is done. */
export const adminLaunchChecklistRoutes: FastifyPluginAsyncTypebox<{ checklist: () => Promise<ChecklistItem[]> }> = async (app, { checklist }) => {
  app.get('/api/admin/launch-checklist', { schema: { response: { 200: LaunchChecklist, ...ERROR_RESPONSES } } }, async () => checklist());
};
