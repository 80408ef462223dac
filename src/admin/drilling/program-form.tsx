import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { type Element, ELEMENTS } from '../../shared/drilling.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { Button } from '../../ui/button.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { Field, Hint, Input, Select, Textarea } from '../components/field.tsx';
import { ProjectField } from './project-field.tsx';
import { Actions, CheckboxRow, FieldGroup, FormStack, SaveFailure } from '../components/form-styles.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { CRS_OPTIONS, crsLabel, elementLabel, elementsOf, type ProgramDraft, projectName } from './program-values.ts';

const Fixed = styled.p`
  margin: 0;
  color: ${colors.muted};
  strong { color: ${colors.ink}; }
`;

type Statement = 'laboratory' | 'qaqc' | 'compositing' | 'equivalentFormula';
const STATEMENTS: Record<Statement, { legend: string; fields: Record<string, string> }> = {
  laboratory: { legend: 'Laboratory', fields: { name: 'Name', location: 'Location', accreditation: 'Accreditation', independence: 'Independence from the company' } },
  qaqc: { legend: 'QA/QC', fields: { standards: 'Standards', blanks: 'Blanks', duplicates: 'Duplicates' } },
  compositing: { legend: 'Compositing', fields: { cutOff: 'Cut-off grade', maxInternalDilution: 'Maximum internal dilution', topCut: 'Top cut' } },
  equivalentFormula: { legend: 'Metal-equivalent grade', fields: { formula: 'Formula', prices: 'Metal prices', recoveries: 'Recoveries' } },
};

/**
 * A program's statements, which its result tables print as footnotes: the form that creates it (project,
 * coordinate system and grade columns chosen once, since the imported rows are read in them) and edits it.
 */
export function ProgramForm(props: { initial: ProgramDraft; editing: boolean; onSave: (draft: ProgramDraft) => Promise<void>; onCancel?: () => void }) {
  const expired = useSessionExpiry();
  const [draft, setDraft] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const prefix = props.editing ? 'edit-program' : 'new-program';
  const set = (change: Partial<ProgramDraft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await props.onSave(draft);
      setErrors({});
      setFailure(null);
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      setErrors(problem.errors);
      setFailure(problem.message ?? 'The program could not be saved.');
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${prefix}-form [aria-invalid='true']`)?.focus());
    } finally {
      setSaving(false);
    }
  }

  const statement = (group: Statement) => (
    <FieldGroup>
      <legend>{STATEMENTS[group].legend}</legend>
      {errors[group] ? <Hint role="alert">{errors[group]}</Hint> : null}
      {Object.entries(STATEMENTS[group].fields).map(([key, label]) => {
        const values = draft[group] as Record<string, string>;
        return (
          <Field key={key} id={`${prefix}-${group}-${key}`} label={label} error={errors[`${group}.${key}`]}>
            {(c) => <Input {...c} value={values[key] ?? ''} onChange={(e) => set({ [group]: { ...values, [key]: e.target.value } })} />}
          </Field>
        );
      })}
    </FieldGroup>
  );

  return (
    <FormStack id={`${prefix}-form`} onSubmit={submit} noValidate aria-label={props.editing ? 'Edit the program' : 'New drill program'}>
      {props.editing ? (
        <Fixed>
          <strong>{projectName(draft.project)}</strong>, {crsLabel(draft.crs)}, grades {elementsOf(draft).map(elementLabel).join(', ')}: fixed once created, as the imported rows are read in them.
        </Fixed>
      ) : (
        <ProjectField id={`${prefix}-project`} value={draft.project} error={errors.project} onChange={(project) => set({ project })} />
      )}
      <Field id={`${prefix}-name`} label="Name" hint="The campaign, e.g. Copper Keg 2026" error={errors.name}>
        {(c) => <Input {...c} value={draft.name} onChange={(e) => set({ name: e.target.value })} />}
      </Field>
      {props.editing ? null : (
        <>
          <Field id={`${prefix}-crs`} label="Coordinate system of the collars" hint="The UTM zone the easting and northing are measured in" error={errors.crs}>
            {(c) => (
              <Select {...c} value={draft.crs} onChange={(e) => set({ crs: e.target.value })}>
                {CRS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${prefix}-primary`} label="Primary element" hint="The first grade column; an “including” interval must be richer in it" error={errors.elements}>
            {(c) => (
              <Select {...c} value={draft.primary} onChange={(e) => set({ primary: e.target.value as Element })}>
                {ELEMENTS.map((element) => (
                  <option key={element} value={element}>
                    {elementLabel(element)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FieldGroup>
            <legend>Other grade columns</legend>
            <CheckboxRow>
              {ELEMENTS.filter((e) => e !== draft.primary).map((element) => (
                <label key={element}>
                  <input
                    type="checkbox"
                    checked={draft.others.includes(element)}
                    onChange={(e) => set({ others: e.target.checked ? [...draft.others, element] : draft.others.filter((o) => o !== element) })}
                  />
                  {elementLabel(element)}
                </label>
              ))}
            </CheckboxRow>
          </FieldGroup>
        </>
      )}
      {statement('laboratory')}
      <Field id={`${prefix}-methods`} label="Analytical methods" hint="Digestion, finish, gold method, detection limits" error={errors.methods}>
        {(c) => <Textarea {...c} rows={3} value={draft.methods} onChange={(e) => set({ methods: e.target.value })} />}
      </Field>
      {statement('qaqc')}
      {statement('compositing')}
      <CheckboxRow>
        <label>
          <input type="checkbox" checked={draft.equivalent} onChange={(e) => set({ equivalent: e.target.checked })} />
          The tables show a metal-equivalent grade
        </label>
      </CheckboxRow>
      {draft.equivalent ? statement('equivalentFormula') : null}
      {failure ? (
        <SaveFailure role="alert">
          <p>
            <strong>Not saved.</strong> {failure}
          </p>
          {Object.keys(errors).length ? <p>{Object.values(errors).join(' ')}</p> : null}
        </SaveFailure>
      ) : null}
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : props.editing ? 'Save statements' : 'Create program'}
        </Button>
        {props.onCancel ? (
          <Button $variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </Actions>
    </FormStack>
  );
}
