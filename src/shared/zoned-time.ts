import { type TNull, type TString, type TUnion, Type } from '@sinclair/typebox';
import { formatCorrectionTime, instantToZonedInput, zonedInputToInstant } from './company-time.ts';
import { Nullable } from './schema-types.ts';
import { messages } from './validation.ts';

/**
 * Times the IR manager sets (a release's or a document's schedule, an event's start and end) travel as the
 * wall-clock time typed in the company's zone, "YYYY-MM-DDTHH:mm", and the server reads them with its own
 * zone data: a browser whose zone data differ (Chromium and Node have disagreed on British Columbia's rule)
 * can neither move a schedule nor show it at another hour. The server answers each stored time the same way,
 * as that wall-clock value and as a label naming the zone.
 */
const LOCAL_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$';

export const localTimeMessage = (label: string) => `${label} must be a date and time (YYYY-MM-DDTHH:mm) in the company's time zone`;
export const missingLocalTimeMessage = (label: string, zone: string) => `${label} names a time that does not exist in ${zone}`;

/** A request's wall-clock time in the company's zone; empty or null means none. */
export const LocalTimeInput = (label: string) =>
  Type.Optional(Nullable(Type.String({ pattern: `^$|${LOCAL_TIME}` }), messages({ label, invalid: localTimeMessage(label) })));

/**
 * The instant `local` names in `zone`, by this runtime's zone data (the server's), or null when no such
 * moment exists there: February 30, or an hour skipped when clocks go forward.
 */
export function localTimeToInstant(local: string, zone: string): Date | null {
  const at = zonedInputToInstant(local, zone);
  return at && instantToZonedInput(at, zone) === local ? at : null;
}

/** "November 28, 2026, 9:00 AM PST": a time as the admin shows it, in `zone` with the zone's abbreviation. */
export function timeLabel(instant: Date | string, zone: string): string {
  return formatCorrectionTime(instant, zone);
}

type ZonedTimeSchema<K extends string> = { [P in `${K}Local` | `${K}Label`]: TUnion<[TString, TNull]> };
type ZonedTimeValue<K extends string> = { [P in `${K}Local` | `${K}Label`]: string | null };

/** The answer's fields for a stored time called `name`: `{name}Local` for the control and `{name}Label` to show; null when unset. */
export function zonedTimeFields<const K extends string>(name: K): ZonedTimeSchema<K> {
  return { [`${name}Local`]: Nullable(Type.String()), [`${name}Label`]: Nullable(Type.String()) } as ZonedTimeSchema<K>;
}

/** Those fields' values for `instant` in `zone`, computed on the server. */
export function zonedTime<const K extends string>(name: K, instant: Date | string | null, zone: string): ZonedTimeValue<K> {
  return {
    [`${name}Local`]: instant ? instantToZonedInput(instant, zone) : null,
    [`${name}Label`]: instant ? timeLabel(instant, zone) : null,
  } as ZonedTimeValue<K>;
}
