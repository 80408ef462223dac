/**
 * The shared request helper: JSON content type, cookies included, and any non-success answer raised
 * as "{status}: {body text or status text}".
 */
export async function fetchJson<T>(url: string, init: RequestInit & { nullOn401?: boolean } = {}): Promise<T> {
  const { nullOn401, headers, ...rest } = init;
  const response = await fetch(url, {
    credentials: 'include',
    ...rest,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  if (nullOn401 && response.status === 401) return null as T;
  if (!response.ok) {
    const text = await response.text();
    throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, message: string, body: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}
