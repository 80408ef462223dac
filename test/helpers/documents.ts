import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { AdminDocument } from '../../src/shared/document-library.ts';
import { bearer, loginToken } from './admin.ts';
import { buildTestApp } from './api.ts';
import { testClock } from './clock.ts';
import { pdfFile } from './pdf-fixtures.ts';

export { pdfFile };

export const Q1_2026_MDA = {
  title: "Management's Discussion and Analysis Q1 2026",
  kind: 'mda',
  documentDate: '2026-01-31',
  fiscalYear: '2026',
  quarter: 'Q1',
  description: 'Three months ended January 31, 2026.',
  published: 'true',
};

/** A multipart form: text fields first, then the file, as browsers send FormData in append order. */
export function documentForm(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = '----dcop-documents-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API with a signed-in admin and an injected clock; with `pages`, the production pages too. */
export async function documentsApp(t: TestContext, clock = testClock(), options: { pages?: boolean } = {}) {
  const built = options.pages
    ? await buildTestApp(t, {}, undefined, { clock: clock.now, ssr: 'production' })
    : await buildTestApp(t, {}, undefined, { clock: clock.now });
  const auth = bearer(await loginToken(built.app));
  const call = (method: Method, url: string, payload?: object) => built.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const send = (url: string, fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) => {
    const form = documentForm(fields, file);
    return built.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...auth } });
  };
  const upload = async (fields: Record<string, string> = Q1_2026_MDA, data?: Buffer, name = 'q1-2026-mda.pdf'): Promise<AdminDocument> => {
    const response = await send('/api/admin/documents', fields, { name, data: data ?? (await pdfFile()) });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as AdminDocument;
  };
  return { ...built, clock, auth, call, send, upload };
}
