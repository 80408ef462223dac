import { type Static, Type } from '@sinclair/typebox';
import { dayInZone } from './company-time.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { messages, VISIBLE_TEXT_PATTERN, idParam } from './validation.ts';
import { LocalTimeInput, zonedTimeFields } from './zoned-time.ts';

export const EVENT_KINDS = { agm: 'Annual General Meeting', conference: 'Conference', webcast: 'Webcast', other: 'Event' } as const;
export type EventKind = keyof typeof EVENT_KINDS;

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_LOCATION_MAX_LENGTH = 200;
export const EVENT_URL_MAX_LENGTH = 500;

const Instant = (label: string) =>
  Nullable(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$' }),
    messages({ label, invalid: `${label} must be a date and time (ISO 8601, with its offset)` }),
  );

/** POST and PUT /api/admin/events: an event; `startsAt` null while its date is still to be announced. */
export const EventInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: EVENT_TITLE_MAX_LENGTH, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label: 'Title' }) }),
    kind: LiteralUnion(Object.keys(EVENT_KINDS) as EventKind[], messages({ label: 'Kind', invalid: 'Kind must be agm, conference, webcast or other' })),
    startsAt: Type.Optional(Instant('Starts at')),
    endsAt: Type.Optional(Instant('Ends at')),
    /** The times as typed in the company's zone, read by the server; each, when sent, decides instead of its instant. */
    startsAtLocal: LocalTimeInput('Starts at'),
    endsAtLocal: LocalTimeInput('Ends at'),
    location: Type.String({ maxLength: EVENT_LOCATION_MAX_LENGTH, default: '', ...messages({ label: 'Location' }) }),
    description: Type.String({ maxLength: 5000, default: '', ...messages({ label: 'Description' }) }),
    url: Type.String({
      maxLength: EVENT_URL_MAX_LENGTH,
      default: '',
      pattern: '^$|^https?://\\S+$',
      ...messages({ label: 'Link', pattern: 'Link must be a web address starting with http:// or https://' }),
    }),
    /** Required on PUT: the version the edit started from. */
    version: Type.Optional(Type.Integer({ minimum: 1, ...messages({ label: 'Version' }) })),
  },
  { additionalProperties: false },
);
export type EventInput = Static<typeof EventInput>;

export const CompanyEvent = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  title: Type.String(),
  kind: Type.String(),
  startsAt: Nullable(Type.String()),
  endsAt: Nullable(Type.String()),
  location: Type.String(),
  description: Type.String(),
  url: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type CompanyEvent = Omit<Static<typeof CompanyEvent>, 'kind'> & { kind: EventKind };

/** What the admin API answers: the event with its times read and labelled in the company's zone by the server. */
export const AdminEvent = Type.Object({ ...CompanyEvent.properties, ...zonedTimeFields('startsAt'), ...zonedTimeFields('endsAt') });
export type AdminEvent = CompanyEvent & Omit<Static<typeof AdminEvent>, keyof Static<typeof CompanyEvent>>;

export const EventIdParams = Type.Object({ id: idParam('Event id') });

/**
 * Past once the company's day on which it ends (or starts, without an end) is over: an event stays upcoming
 * all through its day where the company is, whatever the zone of the reader, the server or the build.
 * `today` is the calendar day (YYYY-MM-DD) it is in `zone`, from the server's clock; an undated event is upcoming.
 */
export function isPastEvent(event: Pick<CompanyEvent, 'startsAt' | 'endsAt'>, today: string, zone: string): boolean {
  const last = event.endsAt ?? event.startsAt;
  return last !== null && dayInZone(new Date(last), zone) < today;
}

/** The year an event still to be dated is for: the latest year its title names, else the year it was added in `zone`. */
export function undatedEventYear(event: Pick<CompanyEvent, 'title' | 'createdAt'>, zone: string): number {
  const named = event.title.match(/\b(?:19|20)\d{2}\b/g)?.map(Number) ?? [];
  return named.length ? Math.max(...named) : Number(dayInZone(new Date(event.createdAt), zone).slice(0, 4));
}

/** Still "Date and time TBA" after its year has ended in the company's zone: the IR manager should date it or remove it. */
export function isOverdueUndatedEvent(event: Pick<CompanyEvent, 'title' | 'createdAt' | 'startsAt'>, today: string, zone: string): boolean {
  return event.startsAt === null && undatedEventYear(event, zone) < Number(today.slice(0, 4));
}
