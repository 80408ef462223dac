import type { TObject } from '@sinclair/typebox';
import { useEffect, useRef, useState } from 'react';
import { type AdminArticle, ArticleInput } from '../../shared/article.ts';
import { CHECKS_REFUSED, type CheckItem } from '../../shared/checks/disclosure-checks.ts';
import { type FieldErrors, fieldErrors } from '../../shared/validation.ts';
import { useToast } from '../../ui/toast.tsx';
import { useAdminSession } from '../session/admin-session.ts';
import type { Relogin } from '../session/relogin-dialog.tsx';
import { type ArticleFormValues, FIELD_ORDER } from './article-form-values.ts';
import { focusFirstError, hasErrors, withoutErrors } from '../components/focus-first-error.ts';
import { answeredBody, checksSignature, mustAsk, NO_ANSWERS, type SaveAnswers, type SaveQuestions, unanswered, withScheduleKept } from './publication-plan.ts';
import { QUESTION_FIELDS, SAVE_TIMED_OUT, SAVE_TIMEOUT_MS, saveFailure } from './save-failure.ts';

/** A failed save as the form shows it: the spec's toast title, the reason, and that nothing typed was lost. */
export interface SaveFailureMessage {
  title: string;
  reason: string;
  kept: string;
}

/** One save of the article form: the request, what it must ask first, its toast titles, and what follows a success. */
export interface ArticleSave<Body extends ArticleInput> {
  body: Body;
  /** The publication plan's questions (correction, override reason, address change), asked together before sending. */
  questions: SaveQuestions;
  /** The errors the checks find in the form's text now: an override reason is kept for these. */
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

/** Beneath every failed save: the form is left exactly as it was. */
const TEXT_KEPT = 'Your text is still here.';

/** An override reason given for a release, kept with the checks it answered, for its next save (per page load). */
const keptOverrides = new Map<number, { signature: string; reason: string }>();

function answerWithin<T>(request: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(SAVE_TIMED_OUT)), ms);
  });
  return Promise.race([request, late]).finally(() => clearTimeout(timer));
}

const questionErrors = (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).filter(([field]) => (QUESTION_FIELDS as readonly string[]).includes(field)));

/**
 * State and submission shared by the Create form and the Edit dialog: the body is checked with the server's
 * own schema before sending, whatever the save must ask is asked in one dialog, and whatever is refused, here
 * or by the server, is shown at its field with focus on the first. `release` is the edited release's id, for
 * the override reason kept between its saves.
 */
export function useArticleForm(idPrefix: string, initial: () => ArticleFormValues, schema: TObject = ArticleInput, release: number | null = null) {
  const [values, setValues] = useState(initial);
  const [refused, setRefused] = useState<CheckItem[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SaveFailureMessage | null>(null);
  // The save waiting for the dialog's answers, and the answers, kept across a re-login or a refusal.
  const [asking, setAsking] = useState<ArticleSave<ArticleInput> | null>(null);
  const [answers, setAnswers] = useState<SaveAnswers>(NO_ANSWERS);
  const [questionProblems, setQuestionProblems] = useState<FieldErrors>({});
  const toast = useToast();
  const { signIn } = useAdminSession();
  // An expired session asks to log in again over the form, then submits it again (with the new token) without asking again.
  const [reloginOpen, setReloginOpen] = useState(false);
  const [resubmit, setResubmit] = useState(false);
  const answered = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit]);
  // Date follows the schedule's go-live day until the IR manager sets Date by hand (to back-date, say).
  const dateByHand = useRef(false);
  // The schedule Publish Now cleared: switching it off again puts the schedule back.
  const setAside = useRef('');

  const change = (patch: Partial<ArticleFormValues>) => {
    const kept = withScheduleKept(values, patch, setAside.current);
    setAside.current = kept.setAside;
    let full = kept.patch;
    const day = full.scheduledDate === undefined || dateByHand.current ? undefined : /^(\d{4}-\d{2}-\d{2})T/.exec(full.scheduledDate)?.[1];
    if (day && patch.published === undefined) full = { ...full, date: day };
    setValues((current) => ({ ...current, ...full }));
    setErrors((current) => withoutErrors(current, Object.keys(full)));
  };

  const changeDate = (date: string) => {
    dateByHand.current = true;
    change({ date });
  };

  const reset = (fresh: ArticleFormValues) => {
    dateByHand.current = false;
    setAside.current = '';
    setValues(fresh);
  };

  /** Shows what the schema and `problems` refuse at their fields, focusing the first; true when nothing is. */
  function validate(body: ArticleInput, problems: FieldErrors = {}, against: TObject = schema): boolean {
    const invalid = { ...fieldErrors(against, body), ...problems };
    setErrors(invalid);
    focusFirstError(idPrefix, FIELD_ORDER, invalid);
    return !hasErrors(invalid);
  }

  const kept = release === null ? null : (keptOverrides.get(release) ?? null);

  /** Saves the form: checked first, then asked about in one dialog when the plan has questions, then sent. */
  function save<Body extends ArticleInput>(request: ArticleSave<Body>) {
    if (!validate(request.body, request.problems)) return;
    const again = answered.current;
    answered.current = false;
    if (mustAsk(request.questions) && !again) {
      setQuestionProblems({});
      setAsking(request as unknown as ArticleSave<ArticleInput>);
      return;
    }
    return send(request, answers);
  }

  /** The dialog's Save: its answers checked with the same schema, then the save sent. */
  function confirm(given: SaveAnswers) {
    if (!asking) return;
    const body = answeredBody(asking.body, asking.questions, given);
    const problems = { ...questionErrors(fieldErrors(schema, body)), ...unanswered(asking.questions, given) };
    setQuestionProblems(problems);
    if (hasErrors(problems)) {
      const first = QUESTION_FIELDS.find((field) => problems[field]);
      requestAnimationFrame(() => document.getElementById(`${idPrefix}-${first}`)?.focus());
      return;
    }
    return send(asking, given);
  }

  async function send<Body extends ArticleInput>(request: ArticleSave<Body>, given: SaveAnswers) {
    const { questions, checkErrors, send: post, succeeded, outcome, failed, afterSuccess, stale } = request;
    const body = answeredBody(request.body, questions, given);
    setPending(true);
    setFailure(null);
    try {
      const saved = await answerWithin(post(body), SAVE_TIMEOUT_MS);
      if (release !== null && questions.override) keptOverrides.set(release, { signature: checksSignature(checkErrors), reason: body.override!.reason });
      setRefused([]);
      setAsking(null);
      setAnswers(NO_ANSWERS);
      toast({ title: succeeded, description: outcome });
      await afterSuccess(saved);
    } catch (error) {
      const outcomeOf = saveFailure(error);
      if (outcomeOf.kind === 'expired') {
        answered.current = true;
        setAsking(null);
        setReloginOpen(true);
        return;
      }
      if (outcomeOf.kind === 'stale' && stale && (await stale().catch(() => false))) {
        setAsking(null);
        return;
      }
      if (outcomeOf.kind === 'checks') {
        // The server's checks found more (it knows every slug): the dialog asks for the reason, the other answers kept.
        setRefused(outcomeOf.checks);
        setAnswers(given);
        setAsking({ ...(request as unknown as ArticleSave<ArticleInput>), questions: { ...questions, override: { kept: null } }, checkErrors: [...checkErrors, ...outcomeOf.checks] });
        setQuestionProblems({ 'override.reason': CHECKS_REFUSED });
      } else {
        const serverErrors = outcomeOf.kind === 'fields' ? outcomeOf.errors : {};
        const inDialog = questionErrors(serverErrors);
        if (hasErrors(inDialog)) {
          setAnswers(given);
          setQuestionProblems(inDialog);
        } else setAsking(null);
        setErrors(serverErrors);
        focusFirstError(idPrefix, FIELD_ORDER, serverErrors);
      }
      const message = { title: failed, reason: outcomeOf.reason, kept: TEXT_KEPT };
      setFailure(message);
      toast({ variant: 'destructive', title: failed, description: outcomeOf.reason, note: TEXT_KEPT });
    } finally {
      setPending(false);
    }
  }

  // What ArticleFields and ScheduleFields take from the form state.
  const fields = { idPrefix, values, errors, onChange: change, onDateChange: changeDate };
  /** What the save dialog shows: the questions, the answers so far, and their errors. */
  const dialog = {
    idPrefix,
    asking: asking ? { questions: asking.questions, checkErrors: asking.checkErrors } : null,
    answers,
    errors: questionProblems,
    pending,
    onAnswersChange: (next: SaveAnswers, edited: readonly string[]) => {
      setAnswers(next);
      setQuestionProblems((current) => withoutErrors(current, edited));
    },
    onConfirm: () => void confirm(answers),
    onCancel: () => setAsking(null),
  };
  const relogin: Relogin = {
    open: reloginOpen,
    onSignedIn: (token) => {
      // Batched: the re-submit runs in the render that already has the new token.
      signIn(token);
      setReloginOpen(false);
      setResubmit(true);
    },
    onCancel: () => {
      answered.current = false;
      setReloginOpen(false);
    },
  };
  return { values, reset, pending, failure, change, save, validate, fields, dialog, kept, refused, relogin, formRef };
}
