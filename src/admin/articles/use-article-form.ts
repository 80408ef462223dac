import type { TObject } from '@sinclair/typebox';
import { useEffect, useRef, useState } from 'react';
import { type AdminArticle, ArticleInput } from '../../shared/article.ts';
import { CHECKS_REFUSED, type CheckItem } from '../../shared/checks/disclosure-checks.ts';
import { type FieldErrors, fieldErrors } from '../../shared/validation.ts';
import { useToast } from '../../ui/toast.tsx';
import { HttpError } from '../../shared/fetch-json.ts';
import { useAdminSession } from '../session/admin-session.ts';
import { isUnauthorized, type Problem, problemOf } from '../admin-api.ts';
import type { Relogin } from '../session/relogin-dialog.tsx';
import { type ArticleFormValues, FIELD_ORDER } from './article-form-values.ts';
import { focusFirstError, hasErrors, withoutErrors } from '../components/focus-first-error.ts';

/** A failed save as the form shows it: the spec's toast title, the reason, and that nothing typed was lost. */
export interface SaveFailureMessage {
  title: string;
  reason: string;
  kept: string;
}

/** One save of the article form: the request, its toast titles, and what follows a success. */
interface ArticleSave<Body extends ArticleInput> {
  body: Body;
  /** Whether the save publishes or schedules the release, which the checks' errors then block unless overridden. */
  publishes: boolean;
  /** The errors the checks find in the form's text now. */
  checkErrors: readonly CheckItem[];
  /** Problems the schema cannot see (the schedule control's own state), shown at their fields like its own. */
  problems?: FieldErrors;
  send: (body: Body) => Promise<AdminArticle>;
  succeeded: string;
  /** Beneath the title: what the save did (saved as a draft, published, scheduled). */
  outcome: string;
  failed: string;
  afterSuccess: (saved: AdminArticle) => Promise<void>;
  /** A stale save (409): shows the other version instead of failing; false when it could not. */
  stale?: () => Promise<boolean>;
}

const SCHEDULE_DAY = /^(\d{4}-\d{2}-\d{2})T/;

/** Where the schema reports a blank override reason, and the reason field's id suffix. */
const OVERRIDE_FIELD = 'override.reason';

// The server ends a stuck save after 10 s; past this, the network itself failed to answer.
const SAVE_TIMEOUT_MS = 25_000;
const SAVE_TIMED_OUT = 'The server did not answer in time.';
const SAVE_UNREACHABLE = 'The server could not be reached.';
/** Beneath every failed save: the form is left exactly as it was. */
const TEXT_KEPT = 'Your text is still here.';

function answerWithin<T>(request: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(SAVE_TIMED_OUT)), ms);
  });
  return Promise.race([request, late]).finally(() => clearTimeout(timer));
}

/** The checks' errors as a 422 carries them; anything else there is not a refusal by the checks. */
function refusedChecks(error: unknown, problem: Problem): CheckItem[] | null {
  if (problem.status !== 422 || !(error instanceof HttpError)) return null;
  const errors = (JSON.parse(error.body) as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as CheckItem[]) : null;
}

// A 409 about the slug means it is taken: say so at the slug. A stale-version 409 is the save's `stale` to show.
function fieldErrorsOf(problem: Problem): FieldErrors {
  return problem.status === 409 && problem.message && /slug/i.test(problem.message) ? { slug: problem.message } : problem.errors;
}

/**
 * State and submission shared by the Create form and the Edit dialog: the body is checked with the server's
 * own schema before sending, and whatever is refused, here or by the server, is shown at its field with focus on the first.
 */
export function useArticleForm(idPrefix: string, initial: () => ArticleFormValues, schema: TObject = ArticleInput) {
  const [values, setValues] = useState(initial);
  // Publishing with errors: asked once the IR manager tries, then sent with every save that publishes.
  const [overrideAsked, setOverrideAsked] = useState(false);
  const [overrideReason, setOverrideReason] = useState('');
  const [refused, setRefused] = useState<CheckItem[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SaveFailureMessage | null>(null);
  const toast = useToast();
  const { signIn } = useAdminSession();
  // An expired session asks to log in again over the form, then submits it again (with the new token).
  const [reloginOpen, setReloginOpen] = useState(false);
  const [resubmit, setResubmit] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit]);
  // Date follows the schedule's go-live day until the IR manager sets Date by hand (to back-date, say).
  const dateByHand = useRef(false);

  const change = (patch: Partial<ArticleFormValues>) => {
    const day = patch.scheduledDate === undefined || dateByHand.current ? undefined : SCHEDULE_DAY.exec(patch.scheduledDate)?.[1];
    const full = day ? { ...patch, date: day } : patch;
    setValues((current) => ({ ...current, ...full }));
    setErrors((current) => withoutErrors(current, Object.keys(full)));
  };

  const changeDate = (date: string) => {
    dateByHand.current = true;
    change({ date });
  };

  const reset = (fresh: ArticleFormValues) => {
    dateByHand.current = false;
    setValues(fresh);
  };

  /** Shows what the schema and `problems` refuse at their fields, focusing the first; true when nothing is. */
  function validate(body: ArticleInput, problems: FieldErrors = {}, against: TObject = schema): boolean {
    const invalid = { ...fieldErrors(against, body), ...problems };
    setErrors(invalid);
    focusFirstError(idPrefix, FIELD_ORDER, invalid);
    return !hasErrors(invalid);
  }

  async function save<Body extends ArticleInput>(request: ArticleSave<Body>) {
    const { body: fields, publishes, checkErrors, problems = {}, send, succeeded, outcome, failed, afterSuccess, stale } = request;
    if (publishes && checkErrors.length && !overrideAsked) {
      if (!validate(fields, problems)) return;
      // The checks are shown again with the reason field; the next save sends it.
      setOverrideAsked(true);
      setErrors({ [OVERRIDE_FIELD]: CHECKS_REFUSED });
      requestAnimationFrame(() => document.getElementById(`${idPrefix}-${OVERRIDE_FIELD}`)?.focus());
      return;
    }
    const needsOverride = publishes && overrideAsked && (checkErrors.length > 0 || refused.length > 0);
    const body = needsOverride ? { ...fields, override: { reason: overrideReason } } : fields;
    if (!validate(body, problems)) return;
    setPending(true);
    setFailure(null);
    setRefused([]);
    try {
      const saved = await answerWithin(send(body), SAVE_TIMEOUT_MS);
      toast({ title: succeeded, description: outcome });
      setOverrideAsked(false);
      setOverrideReason('');
      await afterSuccess(saved);
    } catch (error) {
      if (isUnauthorized(error)) {
        setReloginOpen(true);
        return;
      }
      const problem = problemOf(error);
      if (problem.status === 409 && !hasErrors(fieldErrorsOf(problem)) && stale && (await stale().catch(() => false))) return;
      const checks = refusedChecks(error, problem);
      if (checks) {
        setRefused(checks);
        setOverrideAsked(true);
      }
      const serverErrors = checks ? { [OVERRIDE_FIELD]: CHECKS_REFUSED } : fieldErrorsOf(problem);
      setErrors(serverErrors);
      focusFirstError(idPrefix, FIELD_ORDER, serverErrors);
      const reason = problem.message ?? (error instanceof Error && error.message === SAVE_TIMED_OUT ? SAVE_TIMED_OUT : SAVE_UNREACHABLE);
      const message = { title: failed, reason, kept: TEXT_KEPT };
      setFailure(message);
      toast({ variant: 'destructive', title: failed, description: reason, note: TEXT_KEPT });
    } finally {
      setPending(false);
    }
  }

  // What ArticleFields and ScheduleFields take from the form state.
  const fields = { idPrefix, values, errors, onChange: change, onDateChange: changeDate };
  const override = overrideAsked
    ? {
        id: `${idPrefix}-${OVERRIDE_FIELD}`,
        reason: overrideReason,
        error: errors[OVERRIDE_FIELD],
        onChange: (reason: string) => {
          setOverrideReason(reason);
          setErrors((current) => withoutErrors(current, [OVERRIDE_FIELD]));
        },
      }
    : null;
  const relogin: Relogin = {
    open: reloginOpen,
    onSignedIn: (token) => {
      // Batched: the re-submit runs in the render that already has the new token.
      signIn(token);
      setReloginOpen(false);
      setResubmit(true);
    },
    onCancel: () => setReloginOpen(false),
  };
  return { values, reset, pending, failure, change, save, validate, fields, override, refused, setErrors, relogin, formRef };
}
