import type { CheckItem } from '../../shared/checks/disclosure-checks.ts';
import { HttpError } from '../../shared/fetch-json.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { isUnauthorized, problemOf } from '../admin-api.ts';

// The server ends a stuck save after 10 s; past this, the network itself failed to answer.
export const SAVE_TIMEOUT_MS = 25_000;
export const SAVE_TIMED_OUT = 'The server did not answer in time.';
export const SAVE_UNREACHABLE = 'The server could not be reached.';

/** Fields the save dialog asks for rather than the form: an error there opens the dialog again. */
export const QUESTION_FIELDS = ['correctionKind', 'correctionNote', 'override.reason'] as const;

/**
 * What a refused save means for the form:
 * - `expired`: the session ended; log in again, then the same save is sent again;
 * - `stale`: another save came first (409 on the version); show the other version beside this one;
 * - `checks`: the server's checks found errors (422 with the checks' items; it knows every slug): ask for the override reason;
 * - `fields`: the server named the fields at fault (422 from the schema, or 409 on an address already taken);
 * - `failed`: anything else, with the reason to show.
 * Each but `expired` keeps the server's (or the network's) reason for the failure message.
 */
export type SaveFailure =
  | { kind: 'expired' }
  | { kind: 'stale'; reason: string }
  | { kind: 'checks'; checks: CheckItem[]; reason: string }
  | { kind: 'fields'; errors: FieldErrors; reason: string }
  | { kind: 'failed'; reason: string };

function refusedChecks(error: HttpError): CheckItem[] | null {
  try {
    const errors = (JSON.parse(error.body) as { errors?: unknown }).errors;
    return Array.isArray(errors) ? (errors as CheckItem[]) : null;
  } catch {
    return null;
  }
}

export function saveFailure(error: unknown): SaveFailure {
  if (isUnauthorized(error)) return { kind: 'expired' };
  const problem = problemOf(error);
  const reason = problem.message ?? (error instanceof Error && error.message === SAVE_TIMED_OUT ? SAVE_TIMED_OUT : SAVE_UNREACHABLE);
  const named = Object.keys(problem.errors).length > 0;
  if (problem.status === 409) {
    if (named) return { kind: 'fields', errors: problem.errors, reason };
    // A taken slug may be said in the message only: it belongs at the slug.
    return problem.message && /slug/i.test(problem.message) ? { kind: 'fields', errors: { slug: problem.message }, reason } : { kind: 'stale', reason };
  }
  if (problem.status === 422 && error instanceof HttpError) {
    const checks = refusedChecks(error);
    if (checks) return { kind: 'checks', checks, reason };
  }
  return named ? { kind: 'fields', errors: problem.errors, reason } : { kind: 'failed', reason };
}
