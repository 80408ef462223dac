import { type FormEvent, useState } from 'react';
import { type AdminDocument, DOCUMENT_KINDS, type DocumentKind, isPeriodKind } from '../../shared/document-library.ts';
import { QUARTERS } from '../../shared/documents.ts';
import { Button } from '../../ui/button.tsx';
import { HttpError } from '../../shared/fetch-json.ts';
import { Field, Input, Select, Textarea } from '../components/field.tsx';
import { FormStack, SaveFailure } from '../components/form-styles.ts';
import { SwitchField } from '../components/switch-field.tsx';
import { sendForm } from './documents-api.ts';

/** The server's field messages, or its one message under the file field (415, 413). */
function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return { file: 'The upload failed; please try again.' };
  try {
    const body = JSON.parse(error.body) as { message?: string; errors?: Record<string, string> };
    return body.errors ?? { file: body.message ?? error.message };
  } catch {
    return { file: error.message };
  }
}

/** Upload a PDF with its metadata; publish now, schedule it, or keep it a draft. */
export function UploadForm({ token, onUploaded }: { token: string; onUploaded: (doc: AdminDocument) => void }) {
  const [kind, setKind] = useState<DocumentKind>('mda');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [publishNow, setPublishNow] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const file = data.get('file');
    const form = new FormData();
    for (const [name, value] of data) if (name !== 'file' && name !== 'schedule') form.append(name, value);
    const schedule = String(data.get('schedule') ?? '');
    form.set('published', String(publishNow));
    if (schedule) form.set('scheduledDate', new Date(schedule).toISOString());
    if (file instanceof File && file.size > 0) form.append('file', file);
    setBusy(true);
    try {
      const doc = await sendForm<AdminDocument>(token, '', form);
      setErrors({});
      formElement.reset();
      setPublishNow(false);
      onUploaded(doc);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const periodic = isPeriodKind(kind);
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Upload a document">
      <Field id="doc-title" label="Title" error={errors.title}>
        {(p) => <Input {...p} name="title" required />}
      </Field>
      <Field id="doc-kind" label="Kind" error={errors.kind}>
        {(p) => (
          <Select {...p} name="kind" value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
            {Object.entries(DOCUMENT_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="doc-date" label="Document date" error={errors.documentDate}>
        {(p) => <Input {...p} name="documentDate" type="date" required />}
      </Field>
      {periodic && (
        <>
          <Field id="doc-year" label="Fiscal year" hint="The fiscal year ends October 31" error={errors.fiscalYear}>
            {(p) => <Input {...p} name="fiscalYear" inputMode="numeric" />}
          </Field>
          <Field id="doc-quarter" label="Quarter" error={errors.quarter}>
            {(p) => (
              <Select {...p} name="quarter">
                {QUARTERS.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </>
      )}
      <Field id="doc-description" label="Description" error={errors.description}>
        {(p) => <Textarea {...p} name="description" rows={3} />}
      </Field>
      <SwitchField id="doc-published" label="Publish now" description="Visitors see it as soon as it is uploaded" checked={publishNow} onCheckedChange={setPublishNow} />
      {!publishNow && (
        <Field id="doc-schedule" label="Schedule publication" hint="Leave empty to keep it a draft" error={errors.scheduledDate}>
          {(p) => <Input {...p} name="schedule" type="datetime-local" />}
        </Field>
      )}
      <Field id="doc-file" label="PDF file" hint="At most 50 MB" error={errors.file}>
        {(p) => <Input {...p} name="file" type="file" accept="application/pdf,.pdf" required />}
      </Field>
      {Object.keys(errors).length > 0 && (
        <SaveFailure role="alert">
          <p>
            <strong>The document was not uploaded.</strong>
          </p>
          <p>{Object.values(errors).join(' ')}</p>
        </SaveFailure>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Uploading...' : 'Upload Document'}
      </Button>
    </FormStack>
  );
}
