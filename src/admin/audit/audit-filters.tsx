import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { AUDIT_ACTIONS, type AuditAction } from '../../shared/audit.ts';
import { Button } from '../../ui/button.tsx';
import { media } from '../../ui/styles/theme.ts';
import { Field, Input, Select } from '../components/field.tsx';
import { type AuditFilterValues, NO_AUDIT_FILTER } from './audit-filter-query.ts';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  ${media.md} { grid-template-columns: 1.2fr 1.4fr 1fr 1fr; align-items: end; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.md} { grid-column: 1 / -1; }
`;

/** Narrows the audit log by action, release and dates (applied together), and exports what it shows. */
export function AuditFilters(props: { onApply: (values: AuditFilterValues) => void; onExport: () => void; exporting: boolean }) {
  const [values, setValues] = useState(NO_AUDIT_FILTER);
  const set = (patch: Partial<AuditFilterValues>) => setValues((current) => ({ ...current, ...patch }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(values);
  };
  return (
    <Form role="search" aria-label="Filter the audit log" onSubmit={apply}>
      <Field id="audit-action" label="Action">
        {(c) => (
          <Select {...c} value={values.action} onChange={(e) => set({ action: e.target.value as AuditAction | '' })}>
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="audit-release" label="Release">
        {(c) => <Input {...c} type="search" placeholder="Words of the title or slug" value={values.release} onChange={(e) => set({ release: e.target.value })} />}
      </Field>
      <Field id="audit-from" label="From">
        {(c) => <Input {...c} type="date" value={values.from} onChange={(e) => set({ from: e.target.value })} />}
      </Field>
      <Field id="audit-to" label="To">
        {(c) => <Input {...c} type="date" value={values.to} onChange={(e) => set({ to: e.target.value })} />}
      </Field>
      <Buttons>
        <Button type="submit">Apply filters</Button>
        <Button
          $variant="outline"
          onClick={() => {
            setValues(NO_AUDIT_FILTER);
            props.onApply(NO_AUDIT_FILTER);
          }}
        >
          Clear
        </Button>
        <Button $variant="outline" disabled={props.exporting} onClick={props.onExport}>
          {props.exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Buttons>
    </Form>
  );
}
