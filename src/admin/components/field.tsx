import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { colors, radius } from '../../ui/styles/theme.ts';

/** What a control needs to be tied to its label, hint and error message. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${colors.ink};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${colors.muted};
`;

export const WarningText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: #8a4b00;
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.negative};
`;

const control = css`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border: 1px solid #7b8794;
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${colors.negative}; }
  &:disabled { background: ${colors.surfaceAlt}; color: ${colors.muted}; cursor: not-allowed; }
`;

export const Input = styled.input`${control}`;
export const Select = styled.select`${control}`;
export const Textarea = styled.textarea`
  ${control}
  resize: vertical;
  line-height: 1.5;
`;

/** A labelled control with an optional hint and error, linked through aria-describedby. */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  /** Allowed, but worth a second look (the field still saves). */
  warning?: string | null;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = props.hint ? `${props.id}-hint` : null;
  const warningId = props.warning ? `${props.id}-warning` : null;
  const errorId = props.error ? `${props.id}-error` : null;
  const describedBy = [hintId, warningId, errorId].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children({
        id: props.id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(props.error ? { 'aria-invalid': true } : {}),
      })}
      {hintId ? <Hint id={hintId}>{props.hint}</Hint> : null}
      {warningId ? <WarningText id={warningId}>{props.warning}</WarningText> : null}
      {errorId ? <ErrorText id={errorId}>{props.error}</ErrorText> : null}
    </Wrapper>
  );
}
