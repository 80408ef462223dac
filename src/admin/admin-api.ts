import type { AdminArticle, ArticleInput, ArticleUpdate } from '../shared/article.ts';
import type { AuditFilter, AuditPage } from '../shared/audit.ts';
import type { LoginBody, LoginResponse } from '../shared/login.ts';
import type { PreviewResponse } from '../shared/preview.ts';
import type { Revision, RevisionSummary } from '../shared/revision.ts';
import type { PublishableKind, TrashedItem } from '../shared/trash.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { fetchJson, HttpError } from '../shared/fetch-json.ts';

const ARTICLES = '/api/admin/articles';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function login(body: LoginBody): Promise<LoginResponse> {
  return fetchJson<LoginResponse>('/api/admin/login', { method: 'POST', body: JSON.stringify(body) });
}

export function logout(token: string): Promise<void> {
  return fetchJson<void>('/api/admin/logout', { method: 'POST', headers: bearer(token) });
}

/** A non-OK list answer raises 'Failed to fetch articles'; a 401 stays an HttpError so the session can end. */
export async function listArticles(token: string): Promise<AdminArticle[]> {
  try {
    return await fetchJson<AdminArticle[]>(ARTICLES, { headers: bearer(token) });
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    throw new Error('Failed to fetch articles', { cause: error });
  }
}

export function createArticle(token: string, body: ArticleInput): Promise<AdminArticle> {
  return fetchJson<AdminArticle>(ARTICLES, { method: 'POST', headers: bearer(token), body: JSON.stringify(body) });
}

export function updateArticle(token: string, id: number, body: ArticleUpdate): Promise<AdminArticle> {
  return fetchJson<AdminArticle>(`${ARTICLES}/${id}`, { method: 'PUT', headers: bearer(token), body: JSON.stringify(body) });
}

/** "Wire crossed": the newswire carried the release now; one held for the wire then goes public by its schedule. */
export function wireCrossed(token: string, id: number): Promise<AdminArticle> {
  return fetchJson<AdminArticle>(`${ARTICLES}/${id}/wire-crossed`, { method: 'POST', headers: bearer(token) });
}

export function deleteArticle(token: string, id: number): Promise<void> {
  return fetchJson<void>(`${ARTICLES}/${id}`, { method: 'DELETE', headers: bearer(token) });
}

export function previewArticle(token: string, id: number): Promise<PreviewResponse> {
  return fetchJson<PreviewResponse>(`${ARTICLES}/${id}/preview`, { method: 'POST', headers: bearer(token) });
}

export function revokePreviews(token: string, id: number): Promise<void> {
  return fetchJson<void>(`${ARTICLES}/${id}/preview/revoke`, { method: 'POST', headers: bearer(token) });
}

export function previewDraft(token: string, body: ArticleInput): Promise<PreviewResponse> {
  return fetchJson<PreviewResponse>('/api/admin/preview', { method: 'POST', headers: bearer(token), body: JSON.stringify(body) });
}

export function listRevisions(token: string, id: number): Promise<RevisionSummary[]> {
  return fetchJson<RevisionSummary[]>(`${ARTICLES}/${id}/revisions`, { headers: bearer(token) });
}

export function getRevision(token: string, id: number, revisionId: number): Promise<Revision> {
  return fetchJson<Revision>(`${ARTICLES}/${id}/revisions/${revisionId}`, { headers: bearer(token) });
}

export function restoreRevision(token: string, id: number, revisionId: number): Promise<AdminArticle> {
  return fetchJson<AdminArticle>(`${ARTICLES}/${id}/revisions/${revisionId}/restore`, { method: 'POST', headers: bearer(token) });
}

/** Everything in the trash, of every kind. */
export function listTrash(token: string): Promise<TrashedItem[]> {
  return fetchJson<TrashedItem[]>('/api/admin/trash', { headers: bearer(token) });
}

const trashItem = (kind: PublishableKind, id: number | string) => `/api/admin/trash/${kind}/${encodeURIComponent(String(id))}`;

export function restoreTrashed(token: string, kind: PublishableKind, id: number | string): Promise<void> {
  return fetchJson<void>(`${trashItem(kind, id)}/restore`, { method: 'POST', headers: bearer(token) });
}

export function purgeTrashed(token: string, kind: PublishableKind, id: number | string): Promise<void> {
  return fetchJson<void>(trashItem(kind, id), { method: 'DELETE', headers: bearer(token) });
}

export function restoreFromTrash(token: string, id: number): Promise<void> {
  return fetchJson<void>(`${ARTICLES}/${id}/restore`, { method: 'POST', headers: bearer(token) });
}

export function auditPage(token: string, before: number | null, limit = 50, filter: AuditFilter = {}): Promise<AuditPage> {
  const query = new URLSearchParams({ limit: String(limit), ...(before ? { before: String(before) } : {}), ...filter });
  return fetchJson<AuditPage>(`/api/admin/audit?${query}`, { headers: bearer(token) });
}

/** The filtered log as a CSV file; fetched with the session's bearer header, which a plain link cannot send. */
export async function auditCsvFile(token: string, filter: AuditFilter): Promise<Blob> {
  const response = await fetch(`/api/admin/audit.csv?${new URLSearchParams(filter)}`, { headers: bearer(token) });
  if (!response.ok) {
    const text = await response.text();
    throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  return response.blob();
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

export interface Problem {
  status: number | null;
  message: string | null;
  errors: FieldErrors;
}

/** What the server said about a failure: its { message, errors } body when there is one. */
export function problemOf(error: unknown): Problem {
  if (!(error instanceof HttpError)) return { status: null, message: null, errors: {} };
  try {
    const body = JSON.parse(error.body) as { message?: unknown; errors?: unknown };
    return {
      status: error.status,
      message: typeof body.message === 'string' ? body.message : null,
      errors: body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : {},
    };
  } catch {
    return { status: error.status, message: null, errors: {} };
  }
}
