import { type Static, Type } from '@sinclair/typebox';
import { type CompanyFactsDocument, FACT_INFO, type FactKey } from './company-facts.ts';
import { type CompanyEvent, isOverdueUndatedEvent, undatedEventYear } from './events.ts';
import { LiteralUnion } from './schema-types.ts';

/**
 * One thing the site shows that only the IR manager can make true: a company fact still to confirm, or an
 * event whose date was never set although its year is over. Each links to where it is put right.
 */
export const ChecklistItem = Type.Object({
  kind: LiteralUnion(['fact', 'event', 'review'] as const),
  /** The fact's key, the event's id, or the subject overdue for review (shared/review-dates.ts). */
  key: Type.String(),
  label: Type.String(),
  href: Type.String(),
});
export type ChecklistItem = Static<typeof ChecklistItem>;

/** GET /api/admin/launch-checklist: facts first, in the order the Company screen shows them, then events, then what is overdue for review. */
export const LaunchChecklist = Type.Array(ChecklistItem);

export const eventAnchor = (id: number) => `event-${id}`;

/** How the checklist asks for an undated event whose year has passed. */
export function overdueEventLabel(event: Pick<CompanyEvent, 'title' | 'createdAt'>, zone: string): string {
  const year = undatedEventYear(event, zone);
  return `“${event.title}” still says “Date and time TBA” although ${year} is over: enter the date it was held, or delete it if it did not take place`;
}

/** `today`: the calendar day (YYYY-MM-DD) in the company's zone `zone`, by the server's clock. */
export function launchChecklist(facts: CompanyFactsDocument, events: readonly CompanyEvent[], today: string, zone: string): ChecklistItem[] {
  const open = (Object.keys(FACT_INFO) as FactKey[]).filter((key) => !facts[key].confirmed);
  return [
    ...open.map((key): ChecklistItem => ({ kind: 'fact', key, label: FACT_INFO[key].label, href: `/admin/company#fact-${key}` })),
    ...events
      .filter((event) => isOverdueUndatedEvent(event, today, zone))
      .map((event): ChecklistItem => ({ kind: 'event', key: String(event.id), label: overdueEventLabel(event, zone), href: `/admin/events#${eventAnchor(event.id)}` })),
  ];
}
