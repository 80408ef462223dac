import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { type AdminArticle, articleStatus } from '../../shared/article.ts';
import type { CheckItem } from '../../shared/checks/disclosure-checks.ts';
import type { AdminDocument } from '../../shared/document-library.ts';
import { type Element, ELEMENT_UNITS, ELEMENTS } from '../../shared/drilling.ts';
import { MAX_RESOURCE_ROWS, RESOURCE_CATEGORIES, RESOURCE_CAUTION_TEXT } from '../../shared/resource-estimate.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { Button } from '../../ui/button.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { Field, Hint, Input, Select, Textarea } from '../components/field.tsx';
import { ProjectField } from './project-field.tsx';
import { Actions, CheckboxRow, FieldGroup, FormStack, SaveFailure } from '../components/form-styles.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { containedLabel, type EstimateDraft, estimateFailure, nextRow, releaseOptions, type RowDraft, withElements } from './estimate-values.ts';
import { elementLabel } from './program-values.ts';

/** A row's figures side by side where there is room, stacked on a phone. */
const Figures = styled.div`
  display: grid;
  gap: 0.9rem;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
`;

/** The caution as the public table prints it: fixed wording, not the IR manager's to edit. */
export const Caution = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.copperDark};
  background: ${colors.surfaceAlt};
  color: ${colors.ink};
`;

const CheckList = styled.ul`
  margin: 0.35rem 0 0.85rem;
  padding-left: 1.1rem;
  color: #8c1d18;
  font-size: 0.9rem;
`;

/**
 * Creates or edits a resource estimate: the figures it rests on, its rows by CIM category, the technical report
 * and the release it is published with. The API's errors show under their fields; the checks of a scheduled
 * release ask for the reason to go ahead, as the release editor does.
 */
export function EstimateForm(props: {
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  initial: EstimateDraft;
  releases: readonly AdminArticle[];
  documents: readonly AdminDocument[];
  submitLabel: string;
  onSave: (draft: EstimateDraft, reason: string | undefined) => Promise<void>;
  onReload?: () => void;
}) {
  const { idPrefix: prefix } = props;
  const expired = useSessionExpiry();
  const [draft, setDraft] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ reason: string; stale: boolean } | null>(null);
  const [checks, setChecks] = useState<CheckItem[] | null>(null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<EstimateDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setRow = (index: number, change: Partial<RowDraft>) => setDraft((d) => ({ ...d, rows: d.rows.map((row, i) => (i === index ? { ...row, ...change } : row)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await props.onSave(draft, checks ? reason : undefined);
    } catch (error) {
      if (expired(error)) return;
      const refused = estimateFailure(problemOf(error));
      setErrors(refused.kind === 'fields' ? refused.errors : {});
      setFailure({ reason: refused.reason, stale: refused.kind === 'stale' });
      if (refused.kind === 'checks') setChecks(refused.checks);
      // The reason is what the IR manager is asked next; otherwise the first field at fault.
      requestAnimationFrame(() =>
        (refused.kind === 'checks' ? document.getElementById(`${prefix}-override.reason`) : document.querySelector<HTMLElement>(`#${prefix}-form [aria-invalid='true']`))?.focus(),
      );
    } finally {
      setSaving(false);
    }
  }

  const text = (key: 'name' | 'cutOff' | 'qualifiedPerson', label: string, hint?: string) => (
    <Field id={`${prefix}-${key}`} label={label} {...(hint ? { hint } : {})} error={errors[key]}>
      {(c) => <Input {...c} value={draft[key]} onChange={(e) => set({ [key]: e.target.value })} />}
    </Field>
  );
  const statement = (key: 'metalPrices' | 'assumptions', label: string, hint: string) => (
    <Field id={`${prefix}-${key}`} label={label} hint={hint} error={errors[key]}>
      {(c) => <Textarea {...c} rows={3} value={draft[key]} onChange={(e) => set({ [key]: e.target.value })} />}
    </Field>
  );
  const figure = (index: number, key: string, label: string, value: string, change: (value: string) => void) => (
    <Field key={key} id={`${prefix}-rows.${index}.${key}`} label={label} error={errors[`rows.${index}.${key}`]}>
      {(c) => <Input {...c} inputMode="decimal" value={value} onChange={(e) => change(e.target.value)} />}
    </Field>
  );
  const reports = props.documents.filter((d) => d.status === 'published');
  const byKind = (technical: boolean) => reports.filter((d) => (d.kind === 'technical-report') === technical);

  return (
    <FormStack id={`${prefix}-form`} onSubmit={submit} noValidate aria-label={props.label}>
      <ProjectField id={`${prefix}-project`} value={draft.project} error={errors.project} onChange={(project) => set({ project })} />
      {text('name', 'Name', 'As the public table titles it, e.g. Copper Keg Mineral Resource Estimate 2026')}
      <Field id={`${prefix}-effectiveDate`} label="Effective date" error={errors.effectiveDate}>
        {(c) => <Input {...c} type="date" value={draft.effectiveDate} onChange={(e) => set({ effectiveDate: e.target.value })} />}
      </Field>
      {text('cutOff', 'Cut-off grade', 'e.g. 0.2% Cu, or a net smelter return cut-off with its basis')}
      {statement('metalPrices', 'Metal prices', 'e.g. US$4.00/lb Cu, US$2,000/oz Au')}
      {statement('assumptions', 'Key assumptions', 'Mining method and pit constraint, recoveries, costs, density')}
      {text('qualifiedPerson', 'Qualified Person', 'Who prepared the estimate, with their designation')}
      <Field id={`${prefix}-technicalReport`} label="Technical report" hint="The report the estimate comes from, a public document of the library" error={errors.technicalReport}>
        {(c) => (
          <Select {...c} value={draft.technicalReport} onChange={(e) => set({ technicalReport: e.target.value })}>
            <option value="">None yet</option>
            {[true, false].map((technical) =>
              byKind(technical).length ? (
                <optgroup key={String(technical)} label={technical ? 'Technical reports' : 'Other documents'}>
                  {byKind(technical).map((d) => (
                    <option key={d.id} value={String(d.id)}>
                      {d.title} ({d.documentDate})
                    </option>
                  ))}
                </optgroup>
              ) : null,
            )}
          </Select>
        )}
      </Field>
      <Field id={`${prefix}-release`} label="Published with" hint="The estimate is public exactly when this release is, and then cannot change" error={errors.release}>
        {(c) => (
          <Select {...c} value={draft.release} onChange={(e) => set({ release: e.target.value })}>
            <option value="">No release yet (not public)</option>
            {releaseOptions(props.releases, draft.release).map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.title} ({articleStatus(a)})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FieldGroup id={`${prefix}-elements`} aria-describedby={errors.elements ? `${prefix}-elements-error` : undefined}>
        <legend>Grade columns</legend>
        <CheckboxRow>
          {ELEMENTS.map((element) => (
            <label key={element}>
              <input type="checkbox" checked={draft.elements.includes(element)} onChange={(e) => setDraft((d) => withElements(d, element, e.target.checked))} />
              {elementLabel(element)}
            </label>
          ))}
        </CheckboxRow>
        {errors.elements ? <Hint id={`${prefix}-elements-error`} role="alert">{errors.elements}</Hint> : null}
      </FieldGroup>
      {draft.rows.map((row, index) => (
        // A row has no identity but its place: removing one renumbers those after it.
        <FieldGroup key={index}>
          <legend>
            Row {index + 1}: {row.category}
          </legend>
          <Figures>
            <Field id={`${prefix}-rows.${index}.category`} label="Category" error={errors[`rows.${index}.category`]}>
              {(c) => (
                <Select {...c} value={row.category} onChange={(e) => setRow(index, { category: e.target.value })}>
                  {RESOURCE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {figure(index, 'tonnes', 'Tonnes (Mt)', row.megatonnes, (megatonnes) => setRow(index, { megatonnes }))}
            {draft.elements.map((element: Element) => [
              figure(index, `grades.${element}`, `${element} grade (${ELEMENT_UNITS[element]})`, row.grades[element] ?? '', (v) => setRow(index, { grades: { ...row.grades, [element]: v } })),
              figure(index, `contained.${element}`, containedLabel(element), row.contained[element] ?? '', (v) => setRow(index, { contained: { ...row.contained, [element]: v } })),
            ])}
          </Figures>
          {draft.rows.length > 1 ? (
            <Actions>
              <Button $variant="outline" onClick={() => set({ rows: draft.rows.filter((_, i) => i !== index) })}>
                Remove row {index + 1}
              </Button>
            </Actions>
          ) : null}
        </FieldGroup>
      ))}
      {errors.rows ? <Hint role="alert">{errors.rows}</Hint> : null}
      {draft.rows.length < MAX_RESOURCE_ROWS ? (
        <Actions>
          <Button $variant="outline" onClick={() => set({ rows: [...draft.rows, nextRow(draft.rows)] })}>
            Add a row
          </Button>
        </Actions>
      ) : null}
      <div>
        <Hint>Printed under the table, in these words:</Hint>
        <Caution>{RESOURCE_CAUTION_TEXT}</Caution>
      </div>
      {checks ? (
        <div>
          <p>The checks of the release found errors:</p>
          <CheckList>
            {checks.map((check, index) => (
              <li key={`${check.code}-${index}`} data-code={check.code}>
                {check.message}
              </li>
            ))}
          </CheckList>
          <Field
            id={`${prefix}-override.reason`}
            label="Reason for publishing despite the errors"
            hint="Publishing or scheduling with errors needs a reason; it is recorded in the audit log."
            error={errors['override.reason']}
          >
            {(c) => <Textarea {...c} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
        </div>
      ) : null}
      {failure ? (
        <SaveFailure role="alert">
          <p>
            <strong>Not saved.</strong> {failure.reason}
          </p>
          {Object.keys(errors).length ? <p>{Object.values(errors).join(' ')}</p> : null}
        </SaveFailure>
      ) : null}
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : props.submitLabel}
        </Button>
        {failure?.stale && props.onReload ? (
          <Button $variant="outline" onClick={props.onReload}>
            Reload
          </Button>
        ) : null}
      </Actions>
    </FormStack>
  );
}
