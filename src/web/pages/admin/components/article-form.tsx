import { type FormEvent, useState } from 'react';
import { slugify } from '../../../../shared/slug.ts';
import { Button } from '../../../components/ui/button.tsx';
import { createArticle } from '../admin-api.ts';
import { createBody, emptyArticleForm } from '../article-form-values.ts';
import { useArticleForm } from '../use-article-form.ts';
import { useCompanyTimeZone } from '../use-company-time-zone.ts';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt.ts';
import { ArticleFields } from './article-fields.tsx';
import { Actions, FormStack, Panel } from './form-styles.ts';
import { SaveFailureAlert } from './save-failure-alert.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

const PREFIX = 'create';

/** The Create New Article form: validated with the server's own schema before sending. */
export function ArticleForm({ token, onCreated }: { token: string; onCreated: () => Promise<void> }) {
  const [initial, setInitial] = useState(() => emptyArticleForm());
  const { values, setValues, pending, failure, change, save, fields } = useArticleForm(PREFIX, () => initial);
  const [slugEdited, setSlugEdited] = useState(false);
  const zone = useCompanyTimeZone();
  useUnsavedChangesPrompt(JSON.stringify(values) !== JSON.stringify(initial));

  function submit(event: FormEvent) {
    event.preventDefault();
    return save({
      body: createBody(values, zone),
      send: (body) => createArticle(token, body),
      succeeded: 'Article created successfully',
      failed: 'Failed to create article',
      afterSuccess: () => {
        const fresh = emptyArticleForm();
        setInitial(fresh);
        setValues(fresh);
        setSlugEdited(false);
        return onCreated();
      },
    });
  }

  return (
    <Panel as="section" aria-labelledby="create-heading">
      <h2 id="create-heading">Create New Article</h2>
      <FormStack noValidate onSubmit={submit}>
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
        <SaveFailureAlert failure={failure} />
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Creating...' : 'Create Article'}
          </Button>
        </Actions>
      </FormStack>
    </Panel>
  );
}
