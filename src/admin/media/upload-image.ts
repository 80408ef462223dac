import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, UNSUPPORTED_IMAGE, type UploadedImage } from '../../shared/media.ts';
import { HttpError } from '../../shared/fetch-json.ts';

/** What the file picker offers; the server still reads the bytes to decide. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** The server's own limits, checked before sending so a wrong file fails at once; null when fine. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return UNSUPPORTED_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** POST /api/admin/images (or another upload route) as multipart; the browser sets the boundary, so no Content-Type here. */
export async function uploadImage<T = UploadedImage>(token: string, file: File, url = '/api/admin/images'): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
  return JSON.parse(text) as T;
}
