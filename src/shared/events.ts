import { type Static, Type } from '@sinclair/typebox';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { messages, VISIBLE_TEXT_PATTERN, idParam } from './validation.ts';

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

export const EventIdParams = Type.Object({ id: idParam('Event id') });

/** Past once it has ended (or started, without an end); an event still to be dated is upcoming. */
export function isPastEvent(event: Pick<CompanyEvent, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const last = event.endsAt ?? event.startsAt;
  return last !== null && new Date(last).getTime() < now.getTime();
}
