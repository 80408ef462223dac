import { defineEntity, p } from '@mikro-orm/core';
import { EVENT_LOCATION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH, EVENT_URL_MAX_LENGTH } from '../../../shared/events.ts';

/** An event on the AGM and Upcoming Events page; `startsAt` null while its date is to be announced. */
export const CompanyEventRowSchema = defineEntity({
  name: 'CompanyEventRow',
  tableName: 'company_event',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(EVENT_TITLE_MAX_LENGTH),
    kind: p.string().length(20),
    startsAt: p.datetime().nullable(),
    endsAt: p.datetime().nullable(),
    location: p.string().length(EVENT_LOCATION_MAX_LENGTH),
    description: p.text(),
    url: p.string().length(EVENT_URL_MAX_LENGTH),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    version: p.integer().version(),
    /** Set while the event is in the trash: hidden from the page and the calendar feed. */
    deletedAt: p.datetime().nullable(),
  },
});

export class CompanyEventRow extends CompanyEventRowSchema.class {}
CompanyEventRowSchema.setClass(CompanyEventRow);
