import { TZDate } from '@date-fns/tz';

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime-local value (wall-clock time, to the minute) read in `zone`, as the instant it names.
 * The browser's own zone plays no part. Null for anything that is not such a value.
 */
export function zonedInputToInstant(value: string, zone: string): Date | null {
  const m = INPUT.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, 0, zone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

/** The calendar day (YYYY-MM-DD) it is at `instant` in `zone`: "today" for the company, whatever the server's zone. */
export function dayInZone(instant: Date, zone: string): string {
  const d = new TZDate(instant.getTime(), zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** An instant as the datetime-local value showing its wall-clock time in `zone`. */
export function instantToZonedInput(instant: string | Date, zone: string): string {
  const d = new TZDate(new Date(instant).getTime(), zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "January 15, 2030, 6:00 AM PST": date, time and the zone's name, in `zone`. */
export function formatInZone(instant: string | Date, zone: string, withSeconds = false): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** The zone's short name at that instant ("PST" in winter, "PDT" in summer). */
export function zoneName(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

function dayAndTime(instant: string | Date, zone: string, weekday: boolean): string {
  const at = new Date(instant);
  // Formatted in two parts: newer ICU data joins a long date and its time with " at ".
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...(weekday ? { weekday: 'long' } : {}), year: 'numeric', month: 'long', day: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
  return `${day}, ${time}`;
}

/** "Wednesday, November 25, 2026, 6:00 AM PDT": a go-live moment with its weekday, in `zone`. */
export function formatGoLive(instant: string | Date, zone: string): string {
  return dayAndTime(instant, zone, true);
}

/** "November 25, 2026, 6:00 AM PDT": a correction's time on a public page, the page's long date with the time, in `zone`. */
export function formatCorrectionTime(instant: string | Date, zone: string): string {
  return dayAndTime(instant, zone, false);
}

/** "-08:00": the zone's offset from UTC at that instant, as ISO 8601 writes it. */
function isoOffset(instant: Date, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return m ? `${m[1]}:${m[2] ?? '00'}` : '+00:00';
}

/**
 * A release's date is a calendar date in the company's zone, stored as that date at midnight UTC. Machines
 * (feeds, JSON-LD, `<time datetime>`) get an instant that falls on that date where the company is: the start
 * of the day in its zone. Midnight UTC itself is the afternoon before in Vancouver, and feed readers showed it.
 */
export function releaseDayStart(date: string | Date, zone: string): Date {
  const day = new Date(date);
  return new Date(new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, 0, 0, zone).getTime());
}

/** "2026-11-28T00:00:00-08:00": an instant as ISO 8601 in `zone`'s wall-clock time, with its offset. */
export function isoInZone(instant: string | Date, zone: string): string {
  const at = new Date(instant);
  const d = new TZDate(at.getTime(), zone);
  return `${instantToZonedInput(at, zone)}:${pad(d.getSeconds())}${isoOffset(at, zone)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sat, 28 Nov 2026 00:00:00 -0800": RSS's date (RFC 822) in `zone`'s wall-clock time, with its offset. */
export function rfc822InZone(instant: string | Date, zone: string): string {
  const at = new Date(instant);
  const d = new TZDate(at.getTime(), zone);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return `${WEEKDAYS[d.getDay()]}, ${pad(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()} ${time} ${isoOffset(at, zone).replace(':', '')}`;
}
