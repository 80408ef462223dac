import { localTimeToInstant, missingLocalTimeMessage } from '../../../shared/zoned-time.ts';
import { parseCalendarDate } from '../time/calendar-date.ts';

/** How a save of a scheduling kind (a release, a document) says when it goes public. */
export interface ScheduleInput {
  published?: boolean;
  /** The wall-clock time typed in the company's zone ("YYYY-MM-DDTHH:mm"); null or empty clears the schedule. */
  scheduledLocal?: string | null;
  /** An instant, for clients that send one (the spec's field). */
  scheduledDate?: string | null;
}

/** The columns a schedule sets, or the field that could not be read and why. */
export type ScheduleColumns = { published: boolean; scheduledDate: Date | null } | { field: 'scheduledLocal' | 'scheduledDate'; message: string };

/**
 * The one reading of a schedule: the local time typed in the company's `zone`, when sent, read with the
 * server's own zone data (so no browser's zone data can move it), else the instant sent. Publishing now
 * makes any schedule moot; a schedule already past would make the item public at once, so it is stored
 * as what it is: published.
 */
export function scheduleColumns(input: ScheduleInput, now: Date, zone: string): ScheduleColumns {
  const local = input.scheduledLocal !== undefined;
  const given = local ? input.scheduledLocal : input.scheduledDate;
  if (input.published || !given) return { published: input.published === true, scheduledDate: null };
  const schedule = local ? localTimeToInstant(given, zone) : parseCalendarDate(given);
  if (!schedule) {
    return local
      ? { field: 'scheduledLocal', message: missingLocalTimeMessage('Scheduled time', zone) }
      : { field: 'scheduledDate', message: 'Scheduled date must be a valid date and time' };
  }
  const due = schedule.getTime() <= now.getTime();
  return { published: due, scheduledDate: due ? null : schedule };
}
