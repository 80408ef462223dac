import { zonedInputToInstant } from '../../shared/company-time.ts';
import type { FieldErrors } from '../../shared/validation.ts';

export const SCHEDULE_INCOMPLETE = 'Enter both the date and the time, or remove the schedule';
export const SCHEDULE_YEAR = 'Choose a year between 2000 and 2100';
export const SCHEDULE_PAST = 'Choose a time in the future, or turn on Publish Now';

export const SCHEDULE_MIN = '2000-01-01T00:00';
export const SCHEDULE_MAX = '2100-12-31T23:59';

export interface ScheduleInput {
  /** The datetime-local value: '' when empty or only partly filled in. */
  value: string;
  /** The browser holds a part-typed date or time it cannot turn into a value. */
  incomplete: boolean;
  /** The schedule the form opened with: keeping a past one is not setting a new one. */
  initial: string;
  published: boolean;
}

/**
 * Why the schedule cannot be saved, or null. A half-filled or impossible schedule is refused at the field
 * rather than saved as a draft that never goes live.
 */
export function scheduleProblem(input: ScheduleInput, zone: string, now: Date): string | null {
  if (input.published) return null;
  if (input.incomplete) return SCHEDULE_INCOMPLETE;
  if (!input.value) return null;
  const year = Number(/^(\d+)-/.exec(input.value)?.[1]);
  if (!(year >= 2000 && year <= 2100)) return SCHEDULE_YEAR;
  const at = zonedInputToInstant(input.value, zone);
  if (!at) return SCHEDULE_INCOMPLETE;
  if (input.value !== input.initial && at.getTime() <= now.getTime()) return SCHEDULE_PAST;
  return null;
}

/** Whether the browser's date-time control holds a part-typed value (its value then reads as ''). */
export function scheduleControlIncomplete(id: string): boolean {
  const control = document.getElementById(id);
  return control instanceof HTMLInputElement && control.validity.badInput;
}

/** The schedule field's error, if any, for the form with this id prefix. */
export function scheduleFieldErrors(
  idPrefix: string,
  values: { scheduledDate: string; published: boolean },
  initial: string,
  zone: string,
  now: Date,
): FieldErrors {
  const input = { value: values.scheduledDate, incomplete: scheduleControlIncomplete(`${idPrefix}-scheduledDate`), initial, published: values.published };
  const problem = scheduleProblem(input, zone, now);
  return problem ? { scheduledDate: problem } : {};
}
