import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReviewItem, ReviewList, StillCurrentBody } from '../../../../shared/review-dates.ts';
import { actorOf } from '../../../core/audit/actor.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import type { ReviewDates } from '../review-dates.ts';

/** The review cycle: what the site states with the date it was last confirmed, and "Still current". */
export const adminReviewRoutes: FastifyPluginAsyncTypebox<{ reviews: ReviewDates }> = async (app, { reviews }) => {
  app.get('/api/admin/reviews', { schema: { response: { 200: ReviewList, ...ERROR_RESPONSES } } }, async () => reviews.list());
  app.post(
    '/api/admin/reviews/still-current',
    { schema: { body: StillCurrentBody, response: { 200: ReviewItem, ...ERROR_RESPONSES } } },
    async (request) => reviews.stillCurrent(request.body.subject, actorOf(request)),
  );
};
