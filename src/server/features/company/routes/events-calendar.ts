import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { CompanyEvent } from '../../../../shared/events.ts';
import { HttpProblem } from '../../../errors.ts';
import { type CalendarOptions, calendarFile } from '../calendar-file.ts';
import { serveThrough } from '../../../http/response-cache.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

export interface EventsCalendarOptions {
  events: () => Promise<CompanyEvent[]>;
  calendar: Omit<CalendarOptions, 'name'>;
}

const CALENDAR = 'text/calendar; charset=utf-8';
const EVENT_FILE = /^(\d{1,9})\.ics$/;

/**
 * /events.ics, a feed of every dated event to subscribe to, and /events/{id}.ics, one event to add in one tap.
 * Both are kept in the response cache, which every event write empties in every process, and go out with the
 * Cache-Control it gives their addresses.
 */
export const eventsCalendarRoutes: FastifyPluginAsyncTypebox<EventsCalendarOptions> = async (app, opts) => {
  const cache = app.responseCache;

  app.get('/events.ics', { schema: { response: { 200: Type.String(), ...ERROR_RESPONSES } } }, (request, reply) =>
    serveThrough(cache, request, reply, '/events.ics', async () => ({
      status: 200,
      type: CALENDAR,
      body: Buffer.from(calendarFile(await opts.events(), { ...opts.calendar, name: 'District Copper events' })),
    })),
  );

  app.get(
    '/events/:file',
    { schema: { params: Type.Object({ file: Type.String() }), response: { 200: Type.String(), ...ERROR_RESPONSES } } },
    (request, reply) => {
      const id = Number(EVENT_FILE.exec(request.params.file)?.[1]);
      if (!id) throw new HttpProblem(404, 'Event not found');
      // Only files that exist are built to the end, so only they are kept.
      return serveThrough(cache, request, reply, `/events/${id}.ics`, async () => {
        const event = (await opts.events()).find((e) => e.id === id && e.startsAt !== null);
        if (!event) throw new HttpProblem(404, 'Event not found');
        return {
          status: 200,
          type: CALENDAR,
          headers: { 'content-disposition': `inline; filename="district-copper-event-${event.id}.ics"` },
          body: Buffer.from(calendarFile([event], { ...opts.calendar, name: event.title })),
        };
      });
    },
  );
};
