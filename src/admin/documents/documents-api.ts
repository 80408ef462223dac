import type { AdminDocument, DocumentFileVersion, DocumentUpdate } from '../../shared/document-library.ts';
import type { PreviewResponse } from '../../shared/preview.ts';
import { fetchJson, HttpError } from '../../shared/fetch-json.ts';

const DOCUMENTS = '/api/admin/documents';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const listDocuments = (token: string) => fetchJson<AdminDocument[]>(DOCUMENTS, { headers: bearer(token) });
export const listFiles = (token: string, id: number) => fetchJson<DocumentFileVersion[]>(`${DOCUMENTS}/${id}/files`, { headers: bearer(token) });
const post = <T,>(token: string, path: string) => fetchJson<T>(`${DOCUMENTS}${path}`, { method: 'POST', headers: bearer(token) });
export const restoreFile = (token: string, id: number, fileId: number) => post<AdminDocument>(token, `/${id}/files/${fileId}/restore`);
export const restoreDocument = (token: string, id: number) => post<AdminDocument>(token, `/${id}/restore`);
export const previewDocument = (token: string, id: number) => post<PreviewResponse>(token, `/${id}/preview`);
export const revokeDocumentPreviews = (token: string, id: number) => post<void>(token, `/${id}/preview/revoke`);
export const updateDocument = (token: string, id: number, body: DocumentUpdate) =>
  fetchJson<AdminDocument>(`${DOCUMENTS}/${id}`, { method: 'PUT', headers: bearer(token), body: JSON.stringify(body) });
export const trashDocument = (token: string, id: number) => fetchJson<null>(`${DOCUMENTS}/${id}`, { method: 'DELETE', headers: bearer(token) });

/**
 * Multipart goes through fetch itself: the shared helper sends JSON. The browser sets the boundary;
 * the fields come before the file, which the server reads first.
 */
export async function sendForm<T>(token: string, path: string, form: FormData): Promise<T> {
  const response = await fetch(`${DOCUMENTS}${path}`, { method: 'POST', headers: bearer(token), body: form, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
  return JSON.parse(text) as T;
}
