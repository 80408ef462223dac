import type { CompanyFactsDocument } from './company-facts.ts';
import type { CompanyEvent } from './events.ts';
import type { ShareReading } from './share-structure.ts';

/** What the IR manager edits in the admin and every page render reads afresh (the page cache is dropped on a write). */
export interface SiteContent {
  facts: CompanyFactsDocument;
  /** The newest recorded share structure; null until the first, when each page keeps its own figures. */
  shareReading: ShareReading | null;
  /** Events not in the trash, dated ones by start, undated last. */
  events: CompanyEvent[];
  /** Slots holding a photograph uploaded in the admin, by slot name: the media id of its files. */
  photos: Record<string, string>;
  /** When each reviewed subject was last saved or confirmed (ISO), by subject (shared/review-dates.ts). */
  reviewedOn: Record<string, string>;
}
