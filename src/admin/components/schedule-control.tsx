import { zoneName } from '../../shared/company-time.ts';
import { Field, Input } from '../components/field.tsx';
import { useCompanyTimeZone } from '../config.ts';
import { SCHEDULE_MAX, SCHEDULE_MIN } from './schedule-problem.ts';

/**
 * The one control for a time the IR manager sets (a release's or a document's schedule, an event's start and
 * end): a date and time to the minute, typed and shown in the company's zone, which the hint names with its
 * abbreviation, whatever zone the browser is in. The value travels as typed ("YYYY-MM-DDTHH:mm", the API's
 * `…Local` fields) and the server reads it with its own zone data, so the browser's zone data never move it.
 */
export function ScheduleControl(props: {
  id: string;
  label: string;
  /** The wall-clock value, as the server answered it (`…Local`) or as typed; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** What an empty control means, said after the zone. */
  note?: string;
}) {
  const zone = useCompanyTimeZone();
  const city = zone.split('/').pop()!.replace(/_/g, ' ');
  const hint = `${city} time (${zoneName(new Date(), zone)}), wherever you are${props.note ? `. ${props.note}` : ''}`;
  return (
    <Field id={props.id} label={props.label} hint={hint} error={props.error}>
      {(c) => (
        <Input
          {...c}
          type="datetime-local"
          step={60}
          min={SCHEDULE_MIN}
          max={SCHEDULE_MAX}
          value={props.value}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
