import { dayInZone } from '../../../shared/company-time.ts';
import { type DocumentFields, documentDateProblem, FISCAL_YEAR_REQUIRED, isPeriodKind, QUARTER_REQUIRED } from '../../../shared/document-library.ts';
import { localTimeToInstant, missingLocalTimeMessage } from '../../../shared/zoned-time.ts';
import { ValidationProblem } from '../../errors.ts';
import { parseCalendarDate } from '../admin/calendar-date.ts';

/** The columns a document's metadata sets, checked beyond what the schema can say; `timeZone` is the company's, where "today" is and schedules are typed. */
export function documentColumns(input: DocumentFields, now: Date, timeZone: string) {
  const errors: Record<string, string> = {};
  const dateProblem = parseCalendarDate(input.documentDate) ? documentDateProblem(input.documentDate, dayInZone(now, timeZone)) : 'Document date must be a date (YYYY-MM-DD)';
  if (dateProblem) errors.documentDate = dateProblem;
  const periodic = isPeriodKind(input.kind);
  if (periodic && input.fiscalYear == null) errors.fiscalYear = FISCAL_YEAR_REQUIRED;
  if (periodic && input.quarter == null) errors.quarter = QUARTER_REQUIRED;
  // The wall-clock time typed in the company's zone, when sent, is read here with the server's zone data.
  const local = input.scheduledLocal !== undefined;
  const given = local ? input.scheduledLocal : input.scheduledDate;
  const schedule = input.published || !given ? null : local ? localTimeToInstant(given, timeZone) : parseCalendarDate(given);
  if (!input.published && given && !schedule) {
    if (local) errors.scheduledLocal = missingLocalTimeMessage('Scheduled time', timeZone);
    else errors.scheduledDate = 'Scheduled date must be a valid date and time';
  }
  if (Object.keys(errors).length) throw new ValidationProblem(errors);
  // A schedule already past would make the document public at once: store it as what it is, published.
  const due = schedule !== null && schedule.getTime() <= now.getTime();
  return {
    title: input.title.trim(),
    kind: input.kind,
    documentDate: input.documentDate,
    fiscalYear: input.fiscalYear ?? null,
    quarter: input.quarter ?? null,
    description: (input.description ?? '').trim(),
    published: input.published || due,
    scheduledDate: due ? null : schedule,
  };
}
