import { styled } from 'styled-components';
import { colors, radius } from '../../ui/styles/theme.ts';
import { ErrorText, Field, Hint, Textarea } from '../components/field.tsx';
import type { CorrectionKind } from './publication-plan.ts';

const Box = styled.fieldset`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0.85rem 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  legend { padding: 0 0.25rem; font-weight: 600; }
  label { display: flex; align-items: center; gap: 0.5rem; min-height: 32px; }
  input[type='radio'] { width: 1.1rem; height: 1.1rem; accent-color: ${colors.copperDark}; }
`;

/**
 * Saving a release that is public asks what the change is: a correction, shown on its page with a dated
 * note (National Policy 51-201: a visible, archived record), or a minor edit such as a typo (history only).
 */
export function CorrectionChoice(props: {
  idPrefix: string;
  kind: CorrectionKind;
  note: string;
  errors: { correctionKind?: string; correctionNote?: string };
  onKindChange: (kind: CorrectionKind) => void;
  onNoteChange: (note: string) => void;
}) {
  const kindId = `${props.idPrefix}-correctionKind`;
  return (
    <Box aria-describedby={`${kindId}-hint${props.errors.correctionKind ? ` ${kindId}-error` : ''}`}>
      <legend>This release is public: is this change a correction?</legend>
      <Hint id={`${kindId}-hint`}>Every save stays in the history. A correction is also shown on the release's page with its note.</Hint>
      <label>
        <input id={kindId} type="radio" name={kindId} checked={props.kind === 'correction'} onChange={() => props.onKindChange('correction')} />
        Correction (shown publicly)
      </label>
      <label>
        <input type="radio" name={kindId} checked={props.kind === 'minor'} onChange={() => props.onKindChange('minor')} />
        Minor edit (typo)
      </label>
      {props.errors.correctionKind ? <ErrorText id={`${kindId}-error`}>{props.errors.correctionKind}</ErrorText> : null}
      {props.kind === 'correction' ? (
        <Field
          id={`${props.idPrefix}-correctionNote`}
          label="Correction note"
          hint='Shown under the date as "Updated {date and time}: {note}".'
          error={props.errors.correctionNote}
        >
          {(c) => <Textarea {...c} rows={2} value={props.note} onChange={(e) => props.onNoteChange(e.target.value)} />}
        </Field>
      ) : null}
    </Box>
  );
}
