import { dayInZone } from '../../../shared/company-time.ts';
import { type DocumentFields, documentDateProblem, FISCAL_YEAR_REQUIRED, isPeriodKind, QUARTER_REQUIRED } from '../../../shared/document-library.ts';
import { scheduleColumns } from '../../core/publishing/schedule.ts';
import { ValidationProblem } from '../../errors.ts';
import { parseCalendarDate } from '../../core/time/calendar-date.ts';

/** The columns a document's metadata sets, checked beyond what the schema can say; `timeZone` is the company's, where "today" is and schedules are typed. */
export function documentColumns(input: DocumentFields, now: Date, timeZone: string) {
  const errors: Record<string, string> = {};
  const dateProblem = parseCalendarDate(input.documentDate) ? documentDateProblem(input.documentDate, dayInZone(now, timeZone)) : 'Document date must be a date (YYYY-MM-DD)';
  if (dateProblem) errors.documentDate = dateProblem;
  const periodic = isPeriodKind(input.kind);
  if (periodic && input.fiscalYear == null) errors.fiscalYear = FISCAL_YEAR_REQUIRED;
  if (periodic && input.quarter == null) errors.quarter = QUARTER_REQUIRED;
  const schedule = scheduleColumns(input, now, timeZone);
  if ('field' in schedule) errors[schedule.field] = schedule.message;
  if (Object.keys(errors).length || 'field' in schedule) throw new ValidationProblem(errors);
  return {
    title: input.title.trim(),
    kind: input.kind,
    documentDate: input.documentDate,
    fiscalYear: input.fiscalYear ?? null,
    quarter: input.quarter ?? null,
    project: input.project ?? null,
    description: (input.description ?? '').trim(),
    published: schedule.published,
    scheduledDate: schedule.scheduledDate,
  };
}
