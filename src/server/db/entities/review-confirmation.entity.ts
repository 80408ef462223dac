import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import { REVIEW_SUBJECT_MAX_LENGTH } from '../../../shared/review-dates.ts';

/**
 * When the IR manager last pressed "Still current" on something the site states (shared/review-dates.ts), by
 * subject; a save of the thing itself confirms it too, read from its own row.
 */
export const ReviewConfirmationSchema = defineEntity({
  name: 'ReviewConfirmation',
  tableName: 'review_confirmation',
  properties: {
    subject: p.string().length(REVIEW_SUBJECT_MAX_LENGTH).primary(),
    confirmedAt: p.datetime(),
    confirmedBy: p.string().length(MAX_USERNAME_LENGTH).nullable(),
  },
});

export class ReviewConfirmation extends ReviewConfirmationSchema.class {}
ReviewConfirmationSchema.setClass(ReviewConfirmation);
