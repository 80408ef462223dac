import type { FieldErrors } from '../../../../shared/validation.ts';
import type { ArticleFormValues } from '../article-form-values.ts';
import type { ArticleFormChange } from './article-fields.tsx';
import { CurrentTimeClock } from './current-time-clock.tsx';
import { Field, Input } from './field.tsx';
import { SwitchField } from './switch-field.tsx';

/** The create form's extra controls: the publication schedule (local time, to the minute) and the disclaimer. */
export function ScheduleFields(props: {
  idPrefix: string;
  values: ArticleFormValues;
  errors: FieldErrors;
  onChange: ArticleFormChange;
}) {
  const { idPrefix, values, errors, onChange } = props;
  return (
    <>
      <div>
        <Field id={`${idPrefix}-scheduledDate`} label="Schedule Publication" error={errors.scheduledDate}>
          {(c) => (
            <Input
              {...c}
              type="datetime-local"
              step={60}
              value={values.scheduledDate}
              disabled={values.published}
              onChange={(e) => onChange({ scheduledDate: e.target.value })}
            />
          )}
        </Field>
        <CurrentTimeClock />
      </div>
      <SwitchField
        id={`${idPrefix}-includeDisclaimer`}
        label="Include Disclaimer"
        description="Show TSX and regulatory disclaimers at the bottom"
        checked={values.includeDisclaimer}
        onCheckedChange={(includeDisclaimer) => onChange({ includeDisclaimer })}
      />
    </>
  );
}
