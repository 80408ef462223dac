import type { SiteContent } from '../../../shared/site-content.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { listedEvents } from './company-events.ts';
import { uploadedPhotos } from '../media/index.ts';
import { readCompanyFacts } from './company-facts.ts';
import { publicFacts } from '../../../shared/placeholders.ts';
import { newestShareReading } from './share-readings.ts';
import type { ReviewDates } from './review-dates.ts';

/** Read for each page render, so a saved change shows on the very next request of every page. */
export async function loadSiteContent(db: Db, reviews: Pick<ReviewDates, 'confirmedOn'>): Promise<SiteContent> {
  const reviewedOn = await reviews.confirmedOn();
  return db.run(async (em) => ({
    // Pages carry the facts in their HTML and island data: no placeholder may be among them.
    facts: publicFacts((await readCompanyFacts(em)).facts),
    shareReading: await newestShareReading(em),
    events: await listedEvents(em),
    photos: await uploadedPhotos(em),
    reviewedOn,
  }));
}
