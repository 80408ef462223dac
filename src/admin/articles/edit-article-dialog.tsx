import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AdminArticle, ArticleInput, ArticleUpdate, articleStatus } from '../../shared/article.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { listArticles, revokePreviews, updateArticle } from '../admin-api.ts';
import { articleFormFrom, updateBody } from './article-form-values.ts';
import { appendToContent, ChecksPanel, useChecks } from './checks-panel.tsx';
import { ConflictComparison } from './conflict-comparison.tsx';
import { EmailOffNotice } from '../components/email-off-notice.tsx';
import { planOutcome, publicationPlan, saveQuestions } from './publication-plan.ts';
import { scheduleFieldErrors } from '../components/schedule-problem.ts';
import { RestoreDraftBanner } from './restore-draft-banner.tsx';
import { clearLocalDraft, useLocalDraft } from './use-local-draft.ts';
import { useArticleForm } from './use-article-form.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { SaveQuestionsDialog } from './save-questions-dialog.tsx';
import { useCompanyTimeZone } from '../config.ts';
import { useOpenDraftPreview } from './use-open-preview.ts';
import { ArticleFields } from './article-fields.tsx';
import { RevokePreviewsButton } from '../components/revoke-previews-button.tsx';
import { Actions, FormStack } from '../components/form-styles.ts';
import { ReloginDialog } from '../session/relogin-dialog.tsx';
import { SaveFailureAlert } from './save-failure-alert.tsx';
import { PlanLine, ScheduleField } from './schedule-fields.tsx';

const PREFIX = 'edit';
export const DISCARD_QUESTION = 'Discard your unsaved changes to this article?';

const draftKey = (article: AdminArticle) => `edit:${article.id}`;

/**
 * The Edit Article dialog: the shared fields plus the schedule, so a release can be rescheduled,
 * unscheduled (empty the schedule) or unpublished (switch Published off); saved with the version it was loaded at.
 */
export function EditArticleDialog(props: {
  token: string;
  article: AdminArticle | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  // Escape, a click outside and Cancel all ask, in the app's own dialog, before unsaved changes go; a successful update does not.
  const dirty = useRef(false);
  const [discarding, setDiscarding] = useState<AdminArticle | null>(null);
  const close = () => {
    dirty.current = false;
    props.onClose();
  };
  const cancel = () => {
    if (dirty.current && props.article) setDiscarding(props.article);
    else close();
  };
  return (
    <>
      <ConfirmDialog
        item={discarding}
        title="Discard changes"
        question={DISCARD_QUESTION}
        name={(article) => article.title}
        confirm={() => 'Discard changes'}
        cancel="Keep editing"
        onCancel={() => setDiscarding(null)}
        onConfirm={(article) => {
          setDiscarding(null);
          clearLocalDraft(draftKey(article));
          close();
        }}
      />
      <Modal
        open={props.article !== null}
        onOpenChange={(open) => (open ? undefined : cancel())}
        title="Edit Article"
        description="Update the article details below"
        width={720}
      >
        {props.article ? (
          <EditArticleForm
            key={`${props.article.id}:${props.article.version}`}
            {...props}
            article={props.article}
            onCancel={cancel}
            onDirtyChange={(value) => {
              dirty.current = value;
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function EditArticleForm(props: {
  token: string;
  article: AdminArticle;
  onClose: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => Promise<void>;
}) {
  const zone = useCompanyTimeZone();
  const [initial] = useState(() => articleFormFrom(props.article));
  const { values, reset, pending, failure, change, save, validate, fields, dialog, kept, refused, relogin, formRef } = useArticleForm(
    PREFIX,
    () => initial,
    ArticleUpdate,
    props.article.id,
  );
  const checks = useChecks(values, refused);
  // The version the next save builds on: the one opened, or the other one after a stale save's comparison.
  const [base, setBase] = useState(props.article);
  const [theirs, setTheirs] = useState<AdminArticle | null>(null);
  const currentPlan = publicationPlan(values, zone, new Date());
  // Where the release stands as the server answered it; the status line and the save's questions start from it.
  const status = articleStatus(props.article);
  const draft = useLocalDraft(draftKey(props.article), values, initial);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const openPreview = useOpenDraftPreview(props.token);

  const scheduleProblems = (now: Date) => scheduleFieldErrors(PREFIX, values, initial.scheduledDate, zone, now);

  function preview() {
    // The unsaved text, previewed as a create body would be: the version guard has no part in a preview.
    const { version: _version, ...body } = updateBody(values, base, zone);
    if (validate(body, scheduleProblems(new Date()), ArticleInput)) openPreview(body);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const now = new Date();
    const plan = publicationPlan(values, zone, now);
    const body = updateBody(values, base, zone);
    return save({
      body,
      questions: saveQuestions({ initial, values, public: status === 'Published', plan, checkErrors: checks.results.errors, kept }),
      checkErrors: checks.results.errors,
      problems: scheduleProblems(now),
      send: (sent) => updateArticle(props.token, props.article.id, sent),
      stale: async () => {
        const current = (await listArticles(props.token)).find((a) => a.id === props.article.id);
        setTheirs(current ?? null);
        return current !== undefined;
      },
      succeeded: 'Article updated successfully',
      outcome: planOutcome(plan, zone),
      failed: 'Failed to update article',
      afterSuccess: () => {
        draft.clear();
        props.onClose();
        return props.onSaved();
      },
    });
  }

  return (
    <>
      <FormStack ref={formRef} noValidate onSubmit={submit}>
        {draft.offer ? (
          <RestoreDraftBanner
            draft={draft.offer}
            onRestore={() => {
              const restored = draft.take();
              if (restored) reset(restored);
            }}
            onDiscard={draft.discard}
          />
        ) : null}
        <ArticleFields {...fields} publishLabel="Published" publishDescription="Make this article visible on the site">
          <ScheduleField {...fields} />
        </ArticleFields>
        <ChecksPanel checks={checks} onInsert={(html) => change({ content: appendToContent(values.content, html) })} />
        <PlanLine values={values} standing={{ status, scheduledDate: props.article.scheduledDate, publicSince: props.article.publicSince ?? null }} changed={dirty} />
        {currentPlan.kind === 'draft' ? null : <EmailOffNotice />}
        {theirs ? (
          <ConflictComparison
            idPrefix={PREFIX}
            zone={zone}
            mine={values}
            theirs={theirs}
            onApply={(patch, other) => {
              change(patch);
              setBase(other);
              setTheirs(null);
            }}
          />
        ) : null}
        <SaveFailureAlert failure={failure} />
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Updating...' : 'Update Article'}
          </Button>
          <Button $variant="outline" onClick={preview}>
            Preview
          </Button>
          <RevokePreviewsButton what="article" title={props.article.title} revoke={() => revokePreviews(props.token, props.article.id)} />
          <Button $variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        </Actions>
      </FormStack>
      <SaveQuestionsDialog {...dialog} />
      <ReloginDialog {...relogin} />
    </>
  );
}
