import type { SubscriberList, SubscriberStatus } from '../../shared/alerts.ts';
import type { AlertCounts } from '../../shared/article.ts';
import { fetchJson, HttpError } from '../../shared/fetch-json.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function listSubscribers(token: string, q: string, status: SubscriberStatus | ''): Promise<SubscriberList> {
  const query = new URLSearchParams({ ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) });
  return fetchJson<SubscriberList>(`/api/admin/subscribers?${query}`, { headers: bearer(token) });
}

export function deleteSubscriber(token: string, id: number): Promise<void> {
  return fetchJson<void>(`/api/admin/subscribers/${id}`, { method: 'DELETE', headers: bearer(token) });
}

/** The CSV needs the session's bearer header, so it is fetched here and handed to the browser as a download. */
export async function downloadConsentRecords(token: string): Promise<void> {
  const response = await fetch('/api/admin/subscribers.csv', { headers: bearer(token) });
  if (!response.ok) {
    const text = await response.text();
    throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'subscriber-consent-records.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function resendAlerts(token: string, articleId: number): Promise<AlertCounts> {
  return fetchJson<AlertCounts>(`/api/admin/articles/${articleId}/alerts/resend`, { method: 'POST', headers: bearer(token) });
}
