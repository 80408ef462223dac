import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';

/** One recorded reading of the share capital; readings are only added (or trashed), the newest `asOf` not in the trash is shown. */
export const ShareReadingRowSchema = defineEntity({
  name: 'ShareReadingRow',
  tableName: 'share_reading',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The calendar day the figures hold on, YYYY-MM-DD. */
    asOf: p.string().length(10),
    sharesOutstanding: p.bigint('number'),
    warrants: p.bigint('number'),
    options: p.bigint('number'),
    createdAt: p.datetime(),
    createdBy: p.string().length(MAX_USERNAME_LENGTH).nullable(),
    /** Set while the reading is in the trash: no page, and no market capitalisation, counts it. */
    deletedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'share_reading_as_of_idx', properties: ['asOf', 'id'] }],
});

export class ShareReadingRow extends ShareReadingRowSchema.class {}
ShareReadingRowSchema.setClass(ShareReadingRow);
