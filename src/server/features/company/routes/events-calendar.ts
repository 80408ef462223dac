import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { CompanyEvent } from '../../../../shared/events.ts';
import { HttpProblem } from '../../../errors.ts';
import { type CalendarOptions, calendarFile } from '../calendar-file.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

export interface EventsCalendarOptions {
  events: () => Promise<CompanyEvent[]>;
  calendar: Omit<CalendarOptions, 'name'>;
}

// Calendars that subscribe poll; an edited event reaches them within minutes.
const CACHE_CONTROL = 'public, max-age=300';
const EVENT_FILE = /^(\d{1,9})\.ics$/;

/** /events.ics, a feed of every dated event to subscribe to, and /events/{id}.ics, one event to add in one tap. */
export const eventsCalendarRoutes: FastifyPluginAsyncTypebox<EventsCalendarOptions> = async (app, opts) => {
  app.get('/events.ics', { schema: { response: { 200: Type.String(), ...ERROR_RESPONSES } } }, async (_request, reply) => {
    const body = calendarFile(await opts.events(), { ...opts.calendar, name: 'District Copper events' });
    return reply.type('text/calendar; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(body);
  });

  app.get(
    '/events/:file',
    { schema: { params: Type.Object({ file: Type.String() }), response: { 200: Type.String(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const id = Number(EVENT_FILE.exec(request.params.file)?.[1]);
      const event = (await opts.events()).find((e) => e.id === id && e.startsAt !== null);
      if (!event) throw new HttpProblem(404, 'Event not found');
      const body = calendarFile([event], { ...opts.calendar, name: event.title });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', CACHE_CONTROL)
        .header('Content-Disposition', `inline; filename="district-copper-event-${event.id}.ics"`)
        .send(body);
    },
  );
};
