import type { MfaConfirmBody, MfaEnableResponse, MfaSetupResponse, MfaStatus } from '../../shared/mfa.ts';
import { fetchJson, HttpError } from '../../shared/fetch-json.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function mfaStatus(token: string): Promise<MfaStatus> {
  return fetchJson<MfaStatus>('/api/admin/mfa', { headers: bearer(token) });
}

export function mfaSetup(token: string, password: string): Promise<MfaSetupResponse> {
  return fetchJson<MfaSetupResponse>('/api/admin/mfa/setup', { method: 'POST', headers: bearer(token), body: JSON.stringify({ password }) });
}

export function mfaEnable(token: string, body: MfaConfirmBody): Promise<MfaEnableResponse> {
  return fetchJson<MfaEnableResponse>('/api/admin/mfa/enable', { method: 'POST', headers: bearer(token), body: JSON.stringify(body) });
}

export function mfaDisable(token: string, body: MfaConfirmBody): Promise<void> {
  return fetchJson<void>('/api/admin/mfa/disable', { method: 'POST', headers: bearer(token), body: JSON.stringify(body) });
}

/** Whether a failed login means "the password was right, now the second factor" (401 with mfa: true). */
export function needsSecondFactor(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 401) return false;
  try {
    return (JSON.parse(error.body) as { mfa?: unknown }).mfa === true;
  } catch {
    return false;
  }
}
