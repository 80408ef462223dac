import { DOCUMENT_PROJECTS, SUPERSEDABLE_KINDS } from '../../shared/superseded.ts';
import { useState } from 'react';
import { type AdminDocument, DOCUMENT_KINDS, type DocumentKind, isPeriodKind } from '../../shared/document-library.ts';
import { QUARTERS } from '../../shared/documents.ts';
import { Field, Input, Select, Textarea } from '../components/field.tsx';
import { SwitchField } from '../components/switch-field.tsx';
import { ScheduleControl } from '../components/schedule-control.tsx';
import { scheduleControlIncomplete, scheduleProblem } from '../components/schedule-problem.ts';

export const SCHEDULE_LABEL = 'Schedule publication';

/**
 * A document's metadata and publication, as the upload form and the edit form both ask for them. The inputs
 * carry the API's field names, so the form's own data is the request (fieldsFromForm reads it); the schedule
 * goes as typed in the company's zone (`scheduledLocal`), for the server to read.
 */
export function DocumentFieldset(props: {
  idPrefix: string;
  /** The document being edited; none for an upload. */
  doc?: AdminDocument;
  errors: Record<string, string>;
  publishLabel: string;
  publishDescription: string;
}) {
  const { idPrefix: id, doc, errors } = props;
  const [kind, setKind] = useState<DocumentKind>(doc?.kind ?? 'mda');
  const [published, setPublished] = useState(doc?.published ?? false);
  const [schedule, setSchedule] = useState(doc?.scheduledLocal ?? '');
  return (
    <>
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(p) => <Input {...p} name="title" defaultValue={doc?.title} required />}
      </Field>
      <Field id={`${id}-kind`} label="Kind" error={errors.kind}>
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
      <Field id={`${id}-date`} label="Document date" error={errors.documentDate}>
        {(p) => <Input {...p} name="documentDate" type="date" defaultValue={doc?.documentDate} required />}
      </Field>
      {isPeriodKind(kind) && (
        <>
          <Field id={`${id}-year`} label="Fiscal year" hint="The fiscal year ends October 31" error={errors.fiscalYear}>
            {(p) => <Input {...p} name="fiscalYear" inputMode="numeric" defaultValue={doc?.fiscalYear ?? ''} />}
          </Field>
          <Field id={`${id}-quarter`} label="Quarter" error={errors.quarter}>
            {(p) => (
              <Select {...p} name="quarter" defaultValue={doc?.quarter ?? QUARTERS[0]}>
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
      {SUPERSEDABLE_KINDS.includes(kind) && (
        <Field id={`${id}-project`} label="Project" hint="A newer report of the same project marks this one “Superseded by …”; the file stays available" error={errors.project}>
          {(p) => (
            <Select {...p} name="project" defaultValue={doc?.project ?? ''}>
              <option value="">None</option>
              {DOCUMENT_PROJECTS.map((project) => (
                <option key={project} value={project}>
                  {project}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field id={`${id}-description`} label="Description" error={errors.description}>
        {(p) => <Textarea {...p} name="description" rows={3} defaultValue={doc?.description} />}
      </Field>
      <SwitchField id={`${id}-published`} label={props.publishLabel} description={props.publishDescription} checked={published} onCheckedChange={setPublished} />
      <input type="hidden" name="published" value={String(published)} />
      {!published && (
        <>
          <ScheduleControl
            id={`${id}-schedule`}
            label={SCHEDULE_LABEL}
            note="Leave empty to keep it a draft"
            value={schedule}
            error={errors.scheduledLocal ?? errors.scheduledDate}
            onChange={setSchedule}
          />
          <input type="hidden" name="scheduledLocal" value={schedule} />
        </>
      )}
    </>
  );
}

/** Why the form's schedule cannot be sent (half typed, out of range, already past), keyed as the server keys it; `initial` may stay as it was. */
export function scheduleErrors(form: FormData, idPrefix: string, initial: string, zone: string): Record<string, string> {
  const value = String(form.get('scheduledLocal') ?? '');
  const input = { value, incomplete: scheduleControlIncomplete(`${idPrefix}-schedule`), initial, published: form.get('published') === 'true' };
  const problem = scheduleProblem(input, zone, new Date());
  return problem ? { scheduledLocal: problem } : {};
}
