import { createEvents, type EventAttributes } from 'ics';
import type { CompanyEvent } from '../../../shared/events.ts';

export interface CalendarOptions {
  siteUrl: string;
  /** The company's IANA zone, named in the file so calendars that honour it show the company's own time. */
  timeZone: string;
  name: string;
}

/** Every way text breaks a line; a TEXT value carries each as `\n` (RFC 5545 section 3.3.11). */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Control characters but tab and line feed: invisible in a calendar, and a raw CR would end the property's line. */
const CONTROL = /(?![\t\n])\p{Cc}/gu;

/** Text as a TEXT value may hold it: line breaks as LF (which `ics` writes as `\n`), no other control character. */
export function calendarText(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, '');
}

/** X-WR-CALNAME is TEXT too, but `ics` escapes only its line breaks: the rest of RFC 5545's escapes are added here. */
const calendarName = (name: string) => calendarText(name).replace(/[\\;,]/g, '\\$&');

function attributes(event: CompanyEvent & { startsAt: string }, siteUrl: string): EventAttributes {
  const start = Date.parse(event.startsAt);
  const host = new URL(siteUrl).hostname;
  return {
    uid: `event-${event.id}@${host}`,
    title: calendarText(event.title),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(event.endsAt ? { end: Date.parse(event.endsAt), endInputType: 'utc', endOutputType: 'utc' } : { duration: { minutes: 0 } }),
    ...(event.location ? { location: calendarText(event.location) } : {}),
    ...(event.description ? { description: calendarText(event.description) } : {}),
    // The schema keeps whitespace out of a link; a control character it lets through is dropped.
    url: calendarText(event.url) || `${siteUrl}/investors/agm-events`,
    status: 'CONFIRMED',
    lastModified: Date.parse(event.updatedAt),
  };
}

/**
 * An RFC 5545 calendar of the dated events (undated ones cannot be put in a calendar yet). Times are UTC,
 * which every calendar converts to its reader's zone, and X-WR-TIMEZONE names the company's. Every text
 * the IR manager typed goes through calendarText, so no value can end its line or start a property.
 */
export function calendarFile(events: CompanyEvent[], options: CalendarOptions): string {
  const dated = events.filter((e): e is CompanyEvent & { startsAt: string } => e.startsAt !== null);
  const { error, value } = createEvents(
    dated.map((event) => attributes(event, options.siteUrl)),
    { productId: '-//District Copper Corp.//Events//EN', method: 'PUBLISH', calName: calendarName(options.name) },
  );
  if (error || !value) throw error ?? new Error('calendar not written');
  return (
    value
      // ics writes an empty "DURATION:PT" for an event given no end; without DTEND or DURATION the
      // event simply has no length, which RFC 5545 allows.
      .replace(/\r\nDURATION:PT\r\n/g, '\r\n')
      // After the whole name, folded lines included: a long event title spans several.
      .replace(/(\r\nX-WR-CALNAME:[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n)/, `$1X-WR-TIMEZONE:${options.timeZone}\r\n`)
  );
}
