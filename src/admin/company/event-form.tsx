import { type FormEvent, useState } from 'react';
import { type AdminEvent, EVENT_KINDS, type EventInput, type EventKind } from '../../shared/events.ts';
import { Button } from '../../ui/button.tsx';
import { problemOf } from '../admin-api.ts';
import { Field, Input, Select, Textarea } from '../components/field.tsx';
import { Actions, FormStack, SaveFailure } from '../components/form-styles.ts';
import { ScheduleControl } from '../components/schedule-control.tsx';
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

// The times as the server read them in the company's zone; they go back as typed, for the server to read again.
function draftOf(event: AdminEvent | null): Draft {
  if (!event) return EMPTY;
  const { title, kind, location, description, url } = event;
  return { title, kind, location, description, url, startsAt: event.startsAtLocal ?? '', endsAt: event.endsAtLocal ?? '' };
}

/** Creates an event, or edits one with the version it was loaded at; times are entered in the company's zone. */
export function EventForm(props: { event: AdminEvent | null; onSave: (input: EventInput) => Promise<void>; onCancel?: () => void }) {
  const expired = useSessionExpiry();
  const [draft, setDraft] = useState(() => draftOf(props.event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = props.event ? `event-${props.event.id}` : 'new-event';
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const { startsAt, endsAt, ...rest } = draft;
      await props.onSave({ ...rest, startsAtLocal: startsAt || null, endsAtLocal: endsAt || null, ...(props.event ? { version: props.event.version } : {}) });
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
      <ScheduleControl
        id={`${id}-starts`}
        label="Starts"
        note="Leave empty while the date is to be announced."
        value={draft.startsAt}
        error={errors.startsAt ?? errors.startsAtLocal}
        onChange={(startsAt) => set({ startsAt })}
      />
      <ScheduleControl id={`${id}-ends`} label="Ends (optional)" value={draft.endsAt} error={errors.endsAt ?? errors.endsAtLocal} onChange={(endsAt) => set({ endsAt })} />
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
