import { type FormEvent, useState } from 'react';
import { ArticleInput } from '../../../../shared/article.ts';
import { slugify } from '../../../../shared/slug.ts';
import { type FieldErrors, fieldErrors } from '../../../../shared/validation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { createArticle, problemOf } from '../admin-api.ts';
import { type ArticleFormValues, createBody, emptyArticleForm, FIELD_ORDER } from '../article-form-values.ts';
import { focusFirstError, hasErrors, withoutErrors } from '../focus-first-error.ts';
import { useSessionExpiry } from '../use-session-expiry.ts';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt.ts';
import { ArticleFields } from './article-fields.tsx';
import { Actions, FormStack, Panel } from './form-styles.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const PREFIX = 'create';

/** The Create New Article form (SPEC section 2): validated with the server's own schema before sending. */
export function ArticleForm({ token, onCreated }: { token: string; onCreated: () => Promise<void> }) {
  const [initial, setInitial] = useState(() => emptyArticleForm());
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [slugEdited, setSlugEdited] = useState(false);
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const expired = useSessionExpiry();
  useUnsavedChangesPrompt(JSON.stringify(values) !== JSON.stringify(initial));

  const change = (patch: Partial<ArticleFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrors(current, Object.keys(patch)));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = createBody(values);
    const invalid = fieldErrors(ArticleInput, body);
    setErrors(invalid);
    if (hasErrors(invalid)) {
      focusFirstError(PREFIX, FIELD_ORDER, invalid);
      return;
    }
    setPending(true);
    try {
      await createArticle(token, body);
      toast({ title: 'Article created successfully' });
      const fresh = emptyArticleForm();
      setInitial(fresh);
      setValues(fresh);
      setSlugEdited(false);
      await onCreated();
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      // A 409 here is a slug already taken: say so at the slug.
      const serverErrors = problem.status === 409 && problem.message ? { slug: problem.message } : problem.errors;
      setErrors(serverErrors);
      focusFirstError(PREFIX, FIELD_ORDER, serverErrors);
      toast({ variant: 'destructive', title: 'Failed to create article', ...(problem.message ? { description: problem.message } : {}) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel as="section" aria-labelledby="create-heading">
      <h2 id="create-heading">Create New Article</h2>
      <FormStack noValidate onSubmit={submit}>
        <ArticleFields
          idPrefix={PREFIX}
          values={values}
          errors={errors}
          onChange={change}
          publishLabel="Publish Now"
          publishDescription="Make this article immediately visible"
          onTitleChange={(title) => change(slugEdited ? { title } : { title, slug: slugify(title) })}
          onSlugChange={(slug) => {
            // Auto-fill stops once the slug is typed by hand, and resumes if it is cleared.
            setSlugEdited(slug !== '');
            change({ slug });
          }}
        >
          <ScheduleFields idPrefix={PREFIX} values={values} errors={errors} onChange={change} />
        </ArticleFields>
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Creating...' : 'Create Article'}
          </Button>
        </Actions>
      </FormStack>
    </Panel>
  );
}
