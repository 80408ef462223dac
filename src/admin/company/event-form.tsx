import { type FormEvent, useState } from 'react';
import { instantToZonedInput, zonedInputToInstant } from '../../shared/company-time.ts';
import { type CompanyEvent, EVENT_KINDS, type EventInput, type EventKind } from '../../shared/events.ts';
import { Button } from '../../ui/button.tsx';
import { problemOf } from '../admin-api.ts';
import { Field, Input, Select, Textarea } from '../components/field.tsx';
import { Actions, FormStack, SaveFailure } from '../components/form-styles.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';

interface Draft {
  title: string;
  kind: EventKind;
  startsAt: string;
  endsAt: string;
  location: string;
  description: string;
  url: string;
}

// The AGM is the event a listed company adds most often.
const EMPTY: Draft = { title: '', kind: 'agm', startsAt: '', endsAt: '', location: '', description: '', url: '' };

function draftOf(event: CompanyEvent | null, zone: string): Draft {
  if (!event) return EMPTY;
  const local = (instant: string | null) => (instant ? instantToZonedInput(instant, zone) : '');
  return { ...event, startsAt: local(event.startsAt), endsAt: local(event.endsAt) };
}

/** Creates an event, or edits one with the version it was loaded at; times are entered in the company's zone. */
export function EventForm(props: { event: CompanyEvent | null; onSave: (input: EventInput) => Promise<void>; onCancel?: () => void }) {
  const zone = useCompanyTimeZone();
  const expired = useSessionExpiry();
  const [draft, setDraft] = useState(() => draftOf(props.event, zone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = props.event ? `event-${props.event.id}` : 'new-event';
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const instant = (value: string) => (value ? (zonedInputToInstant(value, zone)?.toISOString() ?? value) : null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const { startsAt, endsAt, ...rest } = draft;
      await props.onSave({ ...rest, startsAt: instant(startsAt), endsAt: instant(endsAt), ...(props.event ? { version: props.event.version } : {}) });
      if (!props.event) setDraft(EMPTY);
      setErrors({});
      setFailure(null);
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      setErrors(problem.errors);
      setFailure(problem.message ?? 'The event could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label={props.event ? `Edit ${props.event.title}` : 'New event'}>
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(c) => <Input {...c} value={draft.title} onChange={(e) => set({ title: e.target.value })} />}
      </Field>
      <Field id={`${id}-kind`} label="Kind" error={errors.kind}>
        {(c) => (
          <Select {...c} value={draft.kind} onChange={(e) => set({ kind: e.target.value as EventKind })}>
            {(Object.keys(EVENT_KINDS) as EventKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {EVENT_KINDS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-starts`} label={`Starts (${zone.replace(/_/g, ' ')} time)`} hint="Leave empty while the date is to be announced." error={errors.startsAt}>
        {(c) => <Input {...c} type="datetime-local" value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />}
      </Field>
      <Field id={`${id}-ends`} label={`Ends (${zone.replace(/_/g, ' ')} time, optional)`} error={errors.endsAt}>
        {(c) => <Input {...c} type="datetime-local" value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />}
      </Field>
      <Field id={`${id}-location`} label="Location" error={errors.location}>
        {(c) => <Input {...c} value={draft.location} onChange={(e) => set({ location: e.target.value })} />}
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description}>
        {(c) => <Textarea {...c} rows={3} value={draft.description} onChange={(e) => set({ description: e.target.value })} />}
      </Field>
      <Field id={`${id}-url`} label="Link (optional)" error={errors.url}>
        {(c) => <Input {...c} type="url" value={draft.url} onChange={(e) => set({ url: e.target.value })} />}
      </Field>
      {failure ? (
        <SaveFailure role="alert">
          <p>
            <strong>Not saved.</strong> {failure}
          </p>
        </SaveFailure>
      ) : null}
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : props.event ? 'Save event' : 'Add event'}
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
