import type { CompanyFactsState } from '../../shared/company-facts.ts';
import type { AdminEvent, EventInput } from '../../shared/events.ts';
import type { ChecklistItem } from '../../shared/launch-checklist.ts';
import type { ReviewItem } from '../../shared/review-dates.ts';
import type { PhotoCaptionInput } from '../../shared/gallery.ts';
import type { SlotPhoto } from '../../shared/photos.ts';
import type { ShareReading, ShareReadingInput } from '../../shared/share-structure.ts';
import { fetchJson } from '../../shared/fetch-json.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const send = (token: string, method: string, body?: object): RequestInit => ({
  method,
  headers: bearer(token),
  ...(body ? { body: JSON.stringify(body) } : {}),
});

export const getCompanyFacts = (token: string) => fetchJson<CompanyFactsState>('/api/admin/company', { headers: bearer(token) });
export const saveCompanyFacts = (token: string, state: CompanyFactsState) => fetchJson<CompanyFactsState>('/api/admin/company', send(token, 'PUT', state));

export const getLaunchChecklist = (token: string) => fetchJson<ChecklistItem[]>('/api/admin/launch-checklist', { headers: bearer(token) });

/** "Still current": the subject on the review list is confirmed today. */
export const confirmStillCurrent = (token: string, subject: string) => fetchJson<ReviewItem>('/api/admin/reviews/still-current', send(token, 'POST', { subject }));

export const listShareReadings = (token: string) => fetchJson<ShareReading[]>('/api/admin/share-structure', { headers: bearer(token) });
export const recordShareReading = (token: string, input: ShareReadingInput) => fetchJson<ShareReading>('/api/admin/share-structure', send(token, 'POST', input));
export const trashShareReading = (token: string, id: number) => fetchJson<void>(`/api/admin/share-structure/${id}`, send(token, 'DELETE'));

export const listEvents = (token: string) => fetchJson<AdminEvent[]>('/api/admin/events', { headers: bearer(token) });
export const createEvent = (token: string, input: EventInput) => fetchJson<AdminEvent>('/api/admin/events', send(token, 'POST', input));
export const updateEvent = (token: string, id: number, input: EventInput) => fetchJson<AdminEvent>(`/api/admin/events/${id}`, send(token, 'PUT', input));
export const trashEvent = (token: string, id: number) => fetchJson<void>(`/api/admin/events/${id}`, send(token, 'DELETE'));
export const restoreEvent = (token: string, id: number) => fetchJson<void>(`/api/admin/events/${id}/restore`, send(token, 'POST'));

export const listPhotos = (token: string) => fetchJson<SlotPhoto[]>('/api/admin/photos', { headers: bearer(token) });
export const captionPhoto = (token: string, slot: string, input: PhotoCaptionInput) => fetchJson<SlotPhoto>(`/api/admin/photos/${slot}`, send(token, 'PUT', input));
export const revertPhoto = (token: string, slot: string) => fetchJson<void>(`/api/admin/photos/${slot}`, send(token, 'DELETE'));
