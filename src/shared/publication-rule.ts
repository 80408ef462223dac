/**
 * The one publication rule of everything the IR manager schedules (releases, documents): public when not
 * in the trash and published, or when its scheduled time has come. Decided at read time, so a schedule
 * takes effect on its minute with no job. The server states the same rule as a query filter and in SQL
 * (server/core/publishing/publication-rule.ts); a test runs one table of cases through all three.
 */
export interface Publishable {
  published: boolean;
  /** A Date on the server, an ISO string in the browser. */
  scheduledDate?: Date | string | null;
  deletedAt?: Date | string | null;
}

export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published', 'trashed'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Whether the item is public at `now`. */
export function isPublicAt(item: Publishable, now: Date): boolean {
  if (item.deletedAt) return false;
  return item.published || (item.scheduledDate != null && time(item.scheduledDate) <= now.getTime());
}

/** Where the item stands at `now`: public, waiting for its time, not yet meant for the public, or trashed. */
export function publicationStatus(item: Publishable, now: Date): PublicationStatus {
  if (item.deletedAt) return 'trashed';
  if (isPublicAt(item, now)) return 'published';
  return item.scheduledDate != null ? 'scheduled' : 'draft';
}
