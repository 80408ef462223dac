import { type FormEvent, useState } from 'react';
import { type AdminDocument, type DocumentUpdate, fieldsFromForm } from '../../shared/document-library.ts';
import { Button } from '../../ui/button.tsx';
import { problemOf } from '../admin-api.ts';
import { Actions, FormStack, SaveFailure } from '../components/form-styles.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { DocumentFieldset, scheduleErrors } from './document-fieldset.tsx';
import { updateDocument } from './documents-api.ts';

/**
 * Edits a document's details (title, kind, date, fiscal period, description) and its publication, with the
 * version it was loaded at: a save made on an older one is refused (409). The server keeps a revision of each.
 */
export function EditDocumentForm(props: { token: string; doc: AdminDocument; onSaved: (doc: AdminDocument) => void; onCancel: () => void }) {
  const { doc } = props;
  const zone = useCompanyTimeZone();
  const expired = useSessionExpiry();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = `doc-${doc.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const problems = scheduleErrors(data, id, doc.scheduledLocal ?? '', zone);
    if (Object.keys(problems).length) {
      setErrors(problems);
      return setFailure(null);
    }
    const form = Object.fromEntries([...data].map(([name, value]) => [name, String(value)]));
    setSaving(true);
    try {
      props.onSaved(await updateDocument(props.token, doc.id, { ...fieldsFromForm(form), version: doc.version } as DocumentUpdate));
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      setErrors(problem.errors);
      setFailure(Object.keys(problem.errors).length ? null : (problem.message ?? 'The document could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label={`Edit ${doc.title}`}>
      <DocumentFieldset idPrefix={id} doc={doc} errors={errors} publishLabel="Published" publishDescription="Visitors can open it on the site" />
      {failure || Object.keys(errors).length ? (
        <SaveFailure role="alert">
          <p>
            <strong>Not saved.</strong> {failure ?? Object.values(errors).join(' ')}
          </p>
        </SaveFailure>
      ) : null}
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save details'}
        </Button>
        <Button $variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
      </Actions>
    </FormStack>
  );
}
