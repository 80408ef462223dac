import { type FormEvent, useState } from 'react';
import type { AdminArticle } from '../../shared/article.ts';
import { slugify } from '../../shared/slug.ts';
import { Button } from '../../ui/button.tsx';
import { createArticle } from '../admin-api.ts';
import { createBody, emptyArticleForm } from './article-form-values.ts';
import { appendToContent, ChecksPanel, useChecks } from './checks-panel.tsx';
import { planOutcome, publicationPlan, saveQuestions } from './publication-plan.ts';
import { scheduleFieldErrors } from '../components/schedule-problem.ts';
import { RestoreDraftBanner } from './restore-draft-banner.tsx';
import { useLocalDraft } from './use-local-draft.ts';
import { useArticleForm } from './use-article-form.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useOpenDraftPreview } from './use-open-preview.ts';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt.tsx';
import { ArticleFields } from './article-fields.tsx';
import { Actions, FormStack, Panel } from '../components/form-styles.ts';
import { ReloginDialog } from '../session/relogin-dialog.tsx';
import { SaveFailureAlert } from './save-failure-alert.tsx';
import { PlanLine, ScheduleFields } from './schedule-fields.tsx';
import { SaveQuestionsDialog } from './save-questions-dialog.tsx';

const PREFIX = 'create';

/** The Create New Article form: validated with the server's own schema before sending. */
export function ArticleForm({ token, onCreated }: { token: string; onCreated: (article: AdminArticle) => Promise<void> }) {
  const [initial, setInitial] = useState(() => emptyArticleForm());
  const { values, reset, pending, failure, change, save, validate, fields, dialog, refused, relogin, formRef } = useArticleForm(PREFIX, () => initial);
  const checks = useChecks(values, refused);
  const openPreview = useOpenDraftPreview(token);
  const draft = useLocalDraft('create', values, initial);
  const [slugEdited, setSlugEdited] = useState(false);
  const zone = useCompanyTimeZone();
  const leavePrompt = useUnsavedChangesPrompt(JSON.stringify(values) !== JSON.stringify(initial));

  const scheduleProblems = (now: Date) => scheduleFieldErrors(PREFIX, values, '', zone, now);

  function preview() {
    const body = createBody(values, zone);
    if (validate(body, scheduleProblems(new Date()))) openPreview(body);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const now = new Date();
    const plan = publicationPlan(values, zone, now);
    return save({
      body: createBody(values, zone),
      questions: saveQuestions({ initial: null, values, public: false, plan, checkErrors: checks.results.errors, kept: null }),
      checkErrors: checks.results.errors,
      problems: scheduleProblems(now),
      send: (body) => createArticle(token, body),
      succeeded: 'Article created successfully',
      outcome: planOutcome(plan, zone),
      failed: 'Failed to create article',
      afterSuccess: (created) => {
        const fresh = emptyArticleForm();
        draft.clear();
        setInitial(fresh);
        reset(fresh);
        setSlugEdited(false);
        return onCreated(created);
      },
    });
  }

  return (
    <Panel as="section" aria-labelledby="create-heading">
      <h2 id="create-heading">Create New Article</h2>
      <FormStack ref={formRef} noValidate onSubmit={submit}>
        {draft.offer ? (
          <RestoreDraftBanner
            draft={draft.offer}
            onRestore={() => {
              const restored = draft.take();
              if (!restored) return;
              reset(restored);
              setSlugEdited(restored.slug !== slugify(restored.title));
            }}
            onDiscard={draft.discard}
          />
        ) : null}
        <ArticleFields
          {...fields}
          publishLabel="Publish Now"
          publishDescription="Make this article immediately visible"
          onTitleChange={(title) => change(slugEdited ? { title } : { title, slug: slugify(title) })}
          onSlugChange={(slug) => {
            // Auto-fill stops once the slug is typed by hand, and resumes if it is cleared.
            setSlugEdited(slug !== '');
            change({ slug });
          }}
        >
          <ScheduleFields {...fields} />
        </ArticleFields>
        <ChecksPanel checks={checks} onInsert={(html) => change({ content: appendToContent(values.content, html) })} />
        <PlanLine values={values} />
        <SaveFailureAlert failure={failure} />
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Creating...' : 'Create Article'}
          </Button>
          <Button $variant="outline" onClick={preview}>
            Preview
          </Button>
        </Actions>
      </FormStack>
      <SaveQuestionsDialog {...dialog} />
      <ReloginDialog {...relogin} />
      {leavePrompt}
    </Panel>
  );
}
