import { dayInZone } from '../../../shared/company-time.ts';
import { type ChecklistItem, launchChecklist } from '../../../shared/launch-checklist.ts';
import { overdueReviewLabel } from '../../../shared/review-dates.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { listedEvents } from './company-events.ts';
import { readCompanyFacts } from './company-facts.ts';
import type { ReviewDates } from './review-dates.ts';

/** The admin's launch checklist, judged on the company's day by the server's clock; what is overdue for review is on it too, as one place. */
export function launchChecklistReader(db: Db, clock: () => Date, zone: string, reviews: ReviewDates): () => Promise<ChecklistItem[]> {
  return async () => {
    const items = await db.run(async (em) => {
      const { facts } = await readCompanyFacts(em);
      return launchChecklist(facts, await listedEvents(em), dayInZone(clock(), zone), zone);
    });
    const overdue = (await reviews.list()).filter((item) => item.overdue);
    return [...items, ...overdue.map((item): ChecklistItem => ({ kind: 'review', key: item.subject, label: overdueReviewLabel(item), href: item.href }))];
  };
}
