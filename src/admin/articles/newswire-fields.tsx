import { goLiveOf, HELD_FOR_WIRE, newswireChecks, tradingHoursReminder } from '../../shared/newswire.ts';
import { zonedInputToInstant } from '../../shared/company-time.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { Field, Input, WarningText } from '../components/field.tsx';
import { SwitchField } from '../components/switch-field.tsx';
import { useCompanyTimeZone } from '../config.ts';
import type { ArticleFormChange } from './article-fields.tsx';
import type { ArticleFormValues } from './article-form-values.ts';

/**
 * The newswire record of a release (newswire first: the site never carries material news before the wire):
 * when the wire carried it, its SEDAR+ filing, and the hold that keeps it off the site until "Wire crossed".
 * The newswire checks and the trading-hours reminder are shown as the form changes, as the server states them.
 */
export function NewswireFields({ idPrefix, values, errors, onChange }: { idPrefix: string; values: ArticleFormValues; errors: FieldErrors; onChange: ArticleFormChange }) {
  const zone = useCompanyTimeZone();
  const now = new Date();
  const goLive = goLiveOf({ published: values.published, scheduledLocal: values.scheduledDate || null }, now, zone);
  const disseminatedAt = values.disseminatedLocal ? zonedInputToInstant(values.disseminatedLocal, zone) : null;
  const { errors: wireErrors, warnings } = newswireChecks({ category: values.category, disseminatedAt, holdForWire: values.holdForWire }, goLive);
  const reminder = tradingHoursReminder(values.category, values.holdForWire && !disseminatedAt ? null : goLive);
  return (
    <>
      <Field
        id={`${idPrefix}-disseminatedLocal`}
        label="Newswire time"
        hint={`When the newswire carried the release, in the company's time zone (${zone})`}
        warning={wireErrors[0]?.message ?? warnings[0]?.message ?? null}
        error={errors.disseminatedLocal}
      >
        {(c) => <Input {...c} type="datetime-local" value={values.disseminatedLocal} onChange={(e) => onChange({ disseminatedLocal: e.target.value })} />}
      </Field>
      <Field id={`${idPrefix}-filingUrl`} label="Filing on SEDAR+" hint="The release's address on sedarplus.ca (or another https:// address); shown to visitors as “Filed on SEDAR+”" error={errors.filingUrl}>
        {(c) => <Input {...c} type="url" inputMode="url" spellCheck={false} value={values.filingUrl} onChange={(e) => onChange({ filingUrl: e.target.value })} />}
      </Field>
      <SwitchField
        id={`${idPrefix}-holdForWire`}
        label={HELD_FOR_WIRE}
        description="Goes public at the later of its schedule and the moment you press Wire crossed in the list, so the site never goes first"
        checked={values.holdForWire}
        onCheckedChange={(holdForWire) => onChange({ holdForWire })}
      />
      {reminder ? <WarningText role="note" data-trading-hours>{reminder}</WarningText> : null}
    </>
  );
}
