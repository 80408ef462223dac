import { dayInZone } from '../../../shared/company-time.ts';
import { type DocumentFields, documentDateProblem, FISCAL_YEAR_REQUIRED, isPeriodKind, QUARTER_REQUIRED } from '../../../shared/document-library.ts';
import { ValidationProblem } from '../../errors.ts';
import { parseCalendarDate } from '../admin/calendar-date.ts';

/** The columns a document's metadata sets, checked beyond what the schema can say; `timeZone` is the company's, where "today" is. */
export function documentColumns(input: DocumentFields, now: Date, timeZone: string) {
  const errors: Record<string, string> = {};
  const dateProblem = parseCalendarDate(input.documentDate) ? documentDateProblem(input.documentDate, dayInZone(now, timeZone)) : 'Document date must be a date (YYYY-MM-DD)';
  if (dateProblem) errors.documentDate = dateProblem;
  const periodic = isPeriodKind(input.kind);
  if (periodic && input.fiscalYear == null) errors.fiscalYear = FISCAL_YEAR_REQUIRED;
  if (periodic && input.quarter == null) errors.quarter = QUARTER_REQUIRED;
  const schedule = input.published || !input.scheduledDate ? null : parseCalendarDate(input.scheduledDate);
  if (!input.published && input.scheduledDate && !schedule) errors.scheduledDate = 'Scheduled date must be a valid date and time';
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

/**
 * The upload form's text fields as the schema's JSON shape: numbers and booleans arrive as text, and
 * an empty optional field means "none".
 */
export function fieldsFromForm(form: Record<string, string>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(form)) {
    if (name === 'fiscalYear') value[name] = text === '' ? null : /^\d+$/.test(text) ? Number(text) : text;
    else if (name === 'published') value[name] = text === 'true' ? true : text === 'false' ? false : text;
    else if ((name === 'quarter' || name === 'scheduledDate') && text === '') value[name] = null;
    else value[name] = text;
  }
  return value;
}
