import { styled } from 'styled-components';
import type { CheckItem } from '../../shared/checks/disclosure-checks.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { WarningNote } from '../components/email-off-notice.tsx';
import { Field, Textarea } from '../components/field.tsx';
import { Actions } from '../components/form-styles.ts';
import { CorrectionChoice } from './correction-choice.tsx';
import type { SaveAnswers, SaveQuestions } from './publication-plan.ts';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  p { margin: 0; }
  ul { margin: 0.35rem 0 0.85rem; padding-left: 1.1rem; color: #8c1d18; font-size: 0.9rem; }
  code { overflow-wrap: anywhere; }
`;

const Kept = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.muted};
`;

export const SAVE_DIALOG_TITLE = 'Before this save';
export const ADDRESS_CHANGES = 'The address changes';

/**
 * Everything one save needs, asked in one step: whether the change to a public release is a correction (and
 * its note), the reason to publish despite the checks' errors, and that a changed address will redirect.
 */
export function SaveQuestionsDialog(props: {
  idPrefix: string;
  asking: { questions: SaveQuestions; checkErrors: readonly CheckItem[] } | null;
  answers: SaveAnswers;
  errors: FieldErrors;
  pending: boolean;
  onAnswersChange: (answers: SaveAnswers, edited: readonly string[]) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { asking, answers, idPrefix } = props;
  const change = (patch: Partial<SaveAnswers>, edited: readonly string[]) => props.onAnswersChange({ ...answers, ...patch }, edited);
  return (
    <Modal
      open={asking !== null}
      onOpenChange={(open) => (open || props.pending ? undefined : props.onCancel())}
      title={SAVE_DIALOG_TITLE}
      description="Nothing is saved until you choose Save."
      width={600}
    >
      {asking ? (
        <Stack>
          {asking.questions.addressChange ? (
            <WarningNote role="note">
              <p>{ADDRESS_CHANGES}</p>
              <p>
                <code>/articles/{asking.questions.addressChange.from}</code> becomes <code>/articles/{asking.questions.addressChange.to}</code>. The old
                address will redirect to the new one, so links already sent keep working.
              </p>
            </WarningNote>
          ) : null}
          {asking.questions.correction ? (
            <CorrectionChoice
              idPrefix={idPrefix}
              kind={answers.correction}
              note={answers.note}
              errors={{ correctionKind: props.errors.correctionKind, correctionNote: props.errors.correctionNote }}
              onKindChange={(correction) => change({ correction }, ['correctionKind', 'correctionNote'])}
              onNoteChange={(note) => change({ note }, ['correctionNote'])}
            />
          ) : null}
          {asking.questions.override?.kept ? (
            <Kept>Published despite the checks' errors for the reason given at the last save: “{asking.questions.override.kept}”</Kept>
          ) : asking.questions.override ? (
            <div>
              <p>The checks found errors:</p>
              <ul>
                {asking.checkErrors.map((check, index) => (
                  <li key={`${check.code}-${index}`}>{check.message}</li>
                ))}
              </ul>
              <Field
                id={`${idPrefix}-override.reason`}
                label="Reason for publishing despite the errors"
                hint="Publishing or scheduling with errors needs a reason; it is recorded in the audit log."
                error={props.errors['override.reason']}
              >
                {(c) => <Textarea {...c} rows={2} value={answers.reason} onChange={(e) => change({ reason: e.target.value }, ['override.reason'])} />}
              </Field>
            </div>
          ) : null}
          <Actions>
            <Button disabled={props.pending} onClick={props.onConfirm}>
              {props.pending ? 'Saving...' : 'Save'}
            </Button>
            <Button $variant="outline" disabled={props.pending} onClick={props.onCancel}>
              Cancel
            </Button>
          </Actions>
        </Stack>
      ) : null}
    </Modal>
  );
}
