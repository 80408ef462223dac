import { dayInZone } from '../../../shared/company-time.ts';
import { type ChecklistItem, launchChecklist } from '../../../shared/launch-checklist.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { listedEvents } from './company-events.ts';
import { readCompanyFacts } from './company-facts.ts';

/** The admin's launch checklist, judged on the company's day by the server's clock. */
export function launchChecklistReader(db: Db, clock: () => Date, zone: string): () => Promise<ChecklistItem[]> {
  return () =>
    db.run(async (em) => {
      const { facts } = await readCompanyFacts(em);
      return launchChecklist(facts, await listedEvents(em), dayInZone(clock(), zone), zone);
    });
}
