import type { DrillProgramDetail, DrillProgramUpdate } from '../../shared/drill-program-admin.ts';
import type { DrillProgram, DrillProgramInput, ImportFile, ImportResult } from '../../shared/drilling.ts';
import { fetchJson, HttpError } from '../../shared/fetch-json.ts';
import type { ResourceEstimate, ResourceEstimateInput } from '../../shared/resource-estimate.ts';

const PROGRAMS = '/api/admin/drill-programs';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const send = (token: string, method: string, body?: object): RequestInit => ({ method, headers: bearer(token), ...(body ? { body: JSON.stringify(body) } : {}) });

export const listPrograms = (token: string) => fetchJson<DrillProgram[]>(PROGRAMS, { headers: bearer(token) });
export const getProgram = (token: string, id: number) => fetchJson<DrillProgramDetail>(`${PROGRAMS}/${id}`, { headers: bearer(token) });
export const createProgram = (token: string, body: DrillProgramInput) => fetchJson<DrillProgram>(PROGRAMS, send(token, 'POST', body));
export const updateProgram = (token: string, id: number, body: DrillProgramUpdate) => fetchJson<DrillProgram>(`${PROGRAMS}/${id}`, send(token, 'PUT', body));
export const deleteProgram = (token: string, id: number) => fetchJson<void>(`${PROGRAMS}/${id}`, send(token, 'DELETE'));

const ESTIMATES = '/api/admin/resource-estimates';
export const listEstimates = (token: string) => fetchJson<ResourceEstimate[]>(ESTIMATES, { headers: bearer(token) });
export const createEstimate = (token: string, body: ResourceEstimateInput) => fetchJson<ResourceEstimate>(ESTIMATES, send(token, 'POST', body));
export const updateEstimate = (token: string, id: number, body: ResourceEstimateInput) => fetchJson<ResourceEstimate>(`${ESTIMATES}/${id}`, send(token, 'PUT', body));

async function checked(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text();
  throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
}

/** The three files as multipart parts (the browser sets the boundary); a file not chosen is left out. */
export async function importFiles(token: string, id: number, files: Partial<Record<ImportFile, File>>): Promise<ImportResult> {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  const response = await checked(await fetch(`${PROGRAMS}/${id}/import`, { method: 'POST', headers: bearer(token), body: form, credentials: 'include' }));
  return (await response.json()) as ImportResult;
}

/**
 * Saves a CSV the API answers under `name`: fetched with the session's bearer header, which a plain link
 * cannot send, then handed to the browser as a download.
 */
export async function downloadCsv(token: string, path: string, name: string): Promise<void> {
  const response = await checked(await fetch(`${PROGRAMS}${path}`, { headers: bearer(token), credentials: 'include' }));
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
