import { styled } from 'styled-components';
import type { CompanyFactsDocument, FactKey } from '../../shared/company-facts.ts';
import { colors, radius } from '../../ui/styles/theme.ts';
import { ErrorText, Field, Input, Textarea } from '../components/field.tsx';
import { OfficersEditor } from './officers-editor.tsx';

type Sub = readonly [key: string, label: string, type?: string];
/** How each fact is edited: one input, address lines, named parts, or the management team. */
type Shape = { kind: 'text'; type: string; hint?: string } | { kind: 'lines' } | { kind: 'parts'; parts: readonly Sub[] } | { kind: 'officers' };

const text = (type = 'text', hint?: string): Shape => ({ kind: 'text', type, ...(hint ? { hint } : {}) });
const LINES: Shape = { kind: 'lines' };
const FIGURE_HINT = 'Leave empty while unconfirmed: each page keeps the figure it shows today.';

export const SHAPES: Record<FactKey, Shape> = {
  phone: text('tel', 'Digits, spaces, +, parentheses and dashes; an extension as "ext. 12".'),
  email: text('email'),
  businessHours: { kind: 'parts', parts: [['weekdays', 'Weekdays'], ['weekends', 'Weekends']] },
  investorRelationsContact: { kind: 'parts', parts: [['name', 'Name'], ['email', 'E-mail', 'email'], ['phone', 'Phone', 'tel']] },
  corporateOffice: LINES,
  registeredOffice: LINES,
  legalCounsel: LINES,
  auditor: LINES,
  transferAgent: LINES,
  socialNetworkUrl: text('url'),
  microblogUrl: text('url'),
  professionalNetworkUrl: text('url', 'Leave empty until the company has a page.'),
  qualifiedPerson: { kind: 'parts', parts: [['name', 'Name'], ['designation', 'Credentials (e.g. P.Geo.)'], ['relationship', 'Relationship to the company']] },
  officers: { kind: 'officers' },
  activeProjects: text('text', FIGURE_HINT),
  provinces: text('text', FIGURE_HINT),
  totalHectares: text('text', FIGURE_HINT),
};

export const FactBox = styled.fieldset`
  display: grid;
  gap: 0.9rem;
  margin: 0;
  padding: 1.1rem 1.2rem 1.2rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surface};
  scroll-margin-top: 6rem;
  legend { padding: 0 0.4rem; font-weight: 700; color: ${colors.ink}; }
  &[data-confirmed='false'] { border-left: 4px solid ${colors.copperDark}; }
`;

/** The first message the server gave for this fact's value or any part of it. */
export function errorUnder(errors: Record<string, string>, path: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === path || k.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

/** The inputs of one fact's value, as its shape says. */
export function FactValue<K extends FactKey>(props: {
  factKey: K;
  label: string;
  value: CompanyFactsDocument[K]['value'];
  errors: Record<string, string>;
  onChange: (value: CompanyFactsDocument[K]['value']) => void;
}) {
  const shape = SHAPES[props.factKey];
  const id = `fact-${props.factKey}`;
  const path = `facts.${props.factKey}.value`;
  const change = props.onChange as (value: unknown) => void;
  switch (shape.kind) {
    case 'text':
      return (
        <Field id={`${id}-value`} label={props.label} hint={shape.hint} error={errorUnder(props.errors, path)}>
          {(control) => <Input {...control} type={shape.type} value={props.value as string} onChange={(e) => change(e.target.value)} />}
        </Field>
      );
    case 'lines':
      return (
        <Field id={`${id}-value`} label={`${props.label}, one line per row`} error={errorUnder(props.errors, path)}>
          {(control) => (
            <Textarea {...control} rows={4} value={(props.value as string[]).join('\n')} onChange={(e) => change(e.target.value.split('\n'))} />
          )}
        </Field>
      );
    case 'parts': {
      const value = props.value as Record<string, string>;
      return (
        <>
          {shape.parts.map(([part, label, type]) => (
            <Field key={part} id={`${id}-${part}`} label={label} error={props.errors[`${path}.${part}`]}>
              {(control) => <Input {...control} type={type ?? 'text'} value={value[part] ?? ''} onChange={(e) => change({ ...value, [part]: e.target.value })} />}
            </Field>
          ))}
        </>
      );
    }
    case 'officers':
      return (
        <>
          <OfficersEditor officers={props.value as CompanyFactsDocument['officers']['value']} errors={props.errors} onChange={change} />
          {props.errors[path] ? <ErrorText>{props.errors[path]}</ErrorText> : null}
        </>
      );
  }
}
