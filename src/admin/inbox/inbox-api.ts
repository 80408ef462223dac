import type { InboxMessage, InboxUnread } from '../../shared/contact.ts';
import { fetchJson } from '../../shared/fetch-json.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function listInbox(token: string): Promise<InboxMessage[]> {
  return fetchJson<InboxMessage[]>('/api/admin/inbox', { headers: bearer(token) });
}

export function markInboxMessage(token: string, id: number, read: boolean): Promise<InboxMessage> {
  return fetchJson<InboxMessage>(`/api/admin/inbox/${id}`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify({ read }) });
}

export function getInboxUnread(token: string): Promise<InboxUnread> {
  return fetchJson<InboxUnread>('/api/admin/inbox/unread', { headers: bearer(token) });
}
