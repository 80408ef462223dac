import { createEvents, type EventAttributes } from 'ics';
import type { CompanyEvent } from '../../../shared/events.ts';

export interface CalendarOptions {
  siteUrl: string;
  /** The company's IANA zone, named in the file so calendars that honour it show the company's own time. */
  timeZone: string;
  name: string;
}

function attributes(event: CompanyEvent & { startsAt: string }, siteUrl: string): EventAttributes {
  const start = Date.parse(event.startsAt);
  const host = new URL(siteUrl).hostname;
  return {
    uid: `event-${event.id}@${host}`,
    title: event.title,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(event.endsAt ? { end: Date.parse(event.endsAt), endInputType: 'utc', endOutputType: 'utc' } : { duration: { minutes: 0 } }),
    ...(event.location ? { location: event.location } : {}),
    ...(event.description ? { description: event.description } : {}),
    url: event.url || `${siteUrl}/investors/agm-events`,
    status: 'CONFIRMED',
    lastModified: Date.parse(event.updatedAt),
  };
}

/**
 * An RFC 5545 calendar of the dated events (undated ones cannot be put in a calendar yet). Times are UTC,
 * which every calendar converts to its reader's zone, and X-WR-TIMEZONE names the company's.
 */
export function calendarFile(events: CompanyEvent[], options: CalendarOptions): string {
  const dated = events.filter((e): e is CompanyEvent & { startsAt: string } => e.startsAt !== null);
  const { error, value } = createEvents(
    dated.map((event) => attributes(event, options.siteUrl)),
    { productId: '-//District Copper Corp.//Events//EN', method: 'PUBLISH', calName: options.name },
  );
  if (error || !value) throw error ?? new Error('calendar not written');
  return (
    value
      // ics writes an empty "DURATION:PT" for an event given no end; without DTEND or DURATION the
      // event simply has no length, which RFC 5545 allows.
      .replace(/DURATION:PT\r?\n/g, '')
      .replace(/(X-WR-CALNAME:[^\r\n]*\r?\n)/, `$1X-WR-TIMEZONE:${options.timeZone}\r\n`)
  );
}
