import { type FormEvent, useState } from 'react';
import type { AdminDocument } from '../../shared/document-library.ts';
import { Button } from '../../ui/button.tsx';
import { HttpError } from '../../shared/fetch-json.ts';
import { Field, Input } from '../components/field.tsx';
import { FormStack, SaveFailure } from '../components/form-styles.ts';
import { useCompanyTimeZone } from '../config.ts';
import { DocumentFieldset, scheduleErrors } from './document-fieldset.tsx';
import { sendForm } from './documents-api.ts';

const ID = 'doc';

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
  const zone = useCompanyTimeZone();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A new key after each upload starts the fields afresh, their switches and schedule with them.
  const [round, setRound] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const problems = scheduleErrors(data, ID, '', zone);
    if (Object.keys(problems).length) return setErrors(problems);
    // The fields go before the file: the server checks them before it stores a byte.
    const file = data.get('file');
    data.delete('file');
    if (file instanceof File && file.size > 0) data.append('file', file);
    setBusy(true);
    try {
      const doc = await sendForm<AdminDocument>(token, '', data);
      setErrors({});
      formElement.reset();
      setRound((n) => n + 1);
      onUploaded(doc);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Upload a document">
      <DocumentFieldset key={round} idPrefix={ID} errors={errors} publishLabel="Publish now" publishDescription="Visitors see it as soon as it is uploaded" />
      <Field id={`${ID}-file`} label="PDF file" hint="At most 50 MB" error={errors.file}>
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
