import { useRef, useState } from 'react';
import { type AdminArticle, ArticleInput } from '../shared/article.ts';
import { type FieldErrors, fieldErrors } from '../shared/validation.ts';
import { useToast } from '../ui/toast.tsx';
import { type Problem, problemOf } from './admin-api.ts';
import { type ArticleFormValues, FIELD_ORDER } from './article-form-values.ts';
import { focusFirstError, hasErrors, withoutErrors } from './focus-first-error.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/** A failed save as the form shows it: the spec's toast title, the reason, and that nothing typed was lost. */
export interface SaveFailureMessage {
  title: string;
  reason: string;
  kept: string;
}

/** One save of the article form: the request, its toast titles, and what follows a success. */
interface ArticleSave {
  body: ArticleInput;
  /** Problems the schema cannot see (the schedule control's own state), shown at their fields like its own. */
  problems?: FieldErrors;
  send: (body: ArticleInput) => Promise<AdminArticle>;
  succeeded: string;
  /** Beneath the title: what the save did (saved as a draft, published, scheduled). */
  outcome: string;
  failed: string;
  afterSuccess: (saved: AdminArticle) => Promise<void>;
}

const SCHEDULE_DAY = /^(\d{4}-\d{2}-\d{2})T/;

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

// A 409 about the slug means it is taken: say so at the slug. A stale-version 409 is left to the toast.
function fieldErrorsOf(problem: Problem): FieldErrors {
  return problem.status === 409 && problem.message && /slug/i.test(problem.message) ? { slug: problem.message } : problem.errors;
}

/**
 * State and submission shared by the Create form and the Edit dialog: the body is checked with the server's
 * own schema before sending, and whatever is refused, here or by the server, is shown at its field with focus on the first.
 */
export function useArticleForm(idPrefix: string, initial: () => ArticleFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SaveFailureMessage | null>(null);
  const toast = useToast();
  const expired = useSessionExpiry();
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
  function validate(body: ArticleInput, problems: FieldErrors = {}): boolean {
    const invalid = { ...fieldErrors(ArticleInput, body), ...problems };
    setErrors(invalid);
    focusFirstError(idPrefix, FIELD_ORDER, invalid);
    return !hasErrors(invalid);
  }

  async function save({ body, problems = {}, send, succeeded, outcome, failed, afterSuccess }: ArticleSave) {
    if (!validate(body, problems)) return;
    setPending(true);
    setFailure(null);
    try {
      const saved = await answerWithin(send(body), SAVE_TIMEOUT_MS);
      toast({ title: succeeded, description: outcome });
      await afterSuccess(saved);
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      const serverErrors = fieldErrorsOf(problem);
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
  return { values, reset, pending, failure, change, save, validate, fields };
}
