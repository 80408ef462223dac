import type { FormEvent } from 'react';
import type { AdminArticle } from '../../../../shared/article.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { updateArticle } from '../admin-api.ts';
import { articleFormFrom, updateBody } from '../article-form-values.ts';
import { useArticleForm } from '../use-article-form.ts';
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
  const { values, pending, save, fields } = useArticleForm(PREFIX, () => articleFormFrom(props.article));

  function submit(event: FormEvent) {
    event.preventDefault();
    return save({
      body: updateBody(values, props.article),
      send: (body) => updateArticle(props.token, props.article.id, body),
      succeeded: 'Article updated successfully',
      failed: 'Failed to update article',
      afterSuccess: () => {
        props.onClose();
        return props.onSaved();
      },
    });
  }

  return (
    <FormStack noValidate onSubmit={submit}>
      <ArticleFields {...fields} publishLabel="Published" publishDescription="Make this article visible on the site" />
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
