import { styled } from 'styled-components';
import type { FieldErrors } from '../../shared/validation.ts';
import { colors } from '../../ui/styles/theme.ts';
import type { ArticleFormValues } from './article-form-values.ts';
import { publicationPlan, type Standing, statusLine } from './publication-plan.ts';
import { StatusBadge } from './status-badge.tsx';
import { ScheduleControl } from '../components/schedule-control.tsx';
import { useCompanyTimeZone } from '../config.ts';
import type { ArticleFormChange } from './article-fields.tsx';
import { CurrentTimeClock } from './current-time-clock.tsx';
import { SwitchField } from '../components/switch-field.tsx';

interface FieldProps {
  idPrefix: string;
  values: ArticleFormValues;
  errors: FieldErrors;
  onChange: ArticleFormChange;
}

const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0.75rem 0 0;
  > p { flex: 1 1 16rem; }
`;

const Plan = styled.p`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-left: 4px solid #174ea6;
  border-radius: 4px;
  background: #eef3fd;
  font-size: 0.95rem;
  font-weight: 600;
  color: #174ea6;
`;

const Clear = styled.button`
  margin-top: 0.35rem;
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: ${colors.copperDark};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The publication schedule, to the minute, entered and shown in the company's zone (named beside the
 * label) whatever zone the browser is in. Emptying it unschedules the release.
 */
export function ScheduleField({ idPrefix, values, errors, onChange }: FieldProps) {
  return (
    <div>
      <ScheduleControl
        id={`${idPrefix}-scheduledDate`}
        label="Schedule Publication"
        value={values.scheduledDate}
        disabled={values.published}
        error={errors.scheduledDate ?? errors.scheduledLocal}
        onChange={(scheduledDate) => onChange({ scheduledDate })}
      />
      {values.scheduledDate && !values.published ? (
        <Clear type="button" onClick={() => onChange({ scheduledDate: '' })}>
          Remove schedule
        </Clear>
      ) : null}
      <CurrentTimeClock />
    </div>
  );
}

/**
 * Under the publish controls, beside the submit button: where the release stands (the Edit dialog shows its
 * badge too) and what Create or Update will do, re-read on every change.
 */
export function PlanLine({ values, standing = null, changed = false }: { values: ArticleFormValues; standing?: Standing | null; changed?: boolean }) {
  const zone = useCompanyTimeZone();
  const line = <Plan role="status">{statusLine(publicationPlan(values, zone, new Date()), standing, changed, zone)}</Plan>;
  if (!standing) return line;
  return (
    <StatusRow>
      <StatusBadge status={standing.status} />
      {line}
    </StatusRow>
  );
}

/** The create form's extra controls: the publication schedule and the disclaimer. */
export function ScheduleFields(props: FieldProps) {
  const { idPrefix, values, onChange } = props;
  return (
    <>
      <ScheduleField {...props} />
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
