import { type FormEvent, useState } from 'react';
import { type AdminArticle, ArticleInput } from '../../../../shared/article.ts';
import { type FieldErrors, fieldErrors } from '../../../../shared/validation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { problemOf, updateArticle } from '../admin-api.ts';
import { type ArticleFormValues, articleFormFrom, FIELD_ORDER, updateBody } from '../article-form-values.ts';
import { focusFirstError, hasErrors, withoutErrors } from '../focus-first-error.ts';
import { useSessionExpiry } from '../use-session-expiry.ts';
import { ArticleFields } from './article-fields.tsx';
import { Actions, FormStack } from './form-styles.ts';

const PREFIX = 'edit';

/** The Edit Article dialog: same fields without schedule and disclaimer, saved with the version it was loaded at. */
export function EditArticleDialog(props: {
  token: string;
  article: AdminArticle | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  return (
    <Modal
      open={props.article !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Edit Article"
      description="Update the article details below"
      width={720}
    >
      {props.article ? <EditArticleForm key={`${props.article.id}:${props.article.version}`} {...props} article={props.article} /> : null}
    </Modal>
  );
}

function EditArticleForm(props: { token: string; article: AdminArticle; onClose: () => void; onSaved: () => Promise<void> }) {
  const [values, setValues] = useState(() => articleFormFrom(props.article));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const expired = useSessionExpiry();

  const change = (patch: Partial<ArticleFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrors(current, Object.keys(patch)));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = updateBody(values, props.article);
    const invalid = fieldErrors(ArticleInput, body);
    setErrors(invalid);
    if (hasErrors(invalid)) {
      focusFirstError(PREFIX, FIELD_ORDER, invalid);
      return;
    }
    setPending(true);
    try {
      await updateArticle(props.token, props.article.id, body);
      toast({ title: 'Article updated successfully' });
      props.onClose();
      await props.onSaved();
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      const duplicateSlug = problem.status === 409 && /slug/i.test(problem.message ?? '');
      const serverErrors = duplicateSlug ? { slug: problem.message! } : problem.errors;
      setErrors(serverErrors);
      focusFirstError(PREFIX, FIELD_ORDER, serverErrors);
      toast({ variant: 'destructive', title: 'Failed to update article', ...(problem.message ? { description: problem.message } : {}) });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormStack noValidate onSubmit={submit}>
      <ArticleFields
        idPrefix={PREFIX}
        values={values}
        errors={errors}
        onChange={change}
        publishLabel="Published"
        publishDescription="Make this article visible on the site"
      />
      <Actions>
        <Button type="submit" disabled={pending}>
          {pending ? 'Updating...' : 'Update Article'}
        </Button>
        <Button $variant="outline" onClick={props.onClose}>
          Cancel
        </Button>
      </Actions>
    </FormStack>
  );
}
