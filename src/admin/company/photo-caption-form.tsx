import { type FormEvent, useState } from 'react';
import { CAPTION_LIMITS, GALLERY_CATEGORIES, type GalleryCaption, type GalleryCategory } from '../../shared/gallery.ts';
import { Button } from '../../ui/button.tsx';
import { problemOf } from '../admin-api.ts';
import { Field, Input, Select, Textarea } from '../components/field.tsx';
import { Actions, FormStack, SaveFailure } from '../components/form-styles.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';

/** The fields the gallery shows a photograph with; checked here first so a new picture never goes up without them. */
function missing(caption: GalleryCaption): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!caption.title.trim()) errors.title = 'Title is required';
  if (!caption.alt.trim()) errors.alt = 'Description for screen readers is required';
  return errors;
}

/**
 * A gallery photograph's caption: title and text, project, location, category, and what it shows for readers
 * who cannot see it. `file` is a picture chosen to go up with it: sent only once the caption is complete.
 */
export function PhotoCaptionForm(props: {
  id: string;
  /** The card's name, for the form's accessible name. */
  name: string;
  initial: GalleryCaption;
  file: File | null;
  onSave: (caption: GalleryCaption) => Promise<void>;
  onCancel: () => void;
}) {
  const expired = useSessionExpiry();
  const [caption, setCaption] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<GalleryCaption>) => setCaption((c) => ({ ...c, ...change }));
  const { id } = props;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const incomplete = missing(caption);
    setErrors(incomplete);
    if (Object.keys(incomplete).length) return setFailure('Write the title and the description for screen readers before saving.');
    setSaving(true);
    try {
      await props.onSave(caption);
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      setErrors(problem.errors);
      setFailure(problem.message ?? 'The photograph could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label={`Caption: ${props.name}`}>
      {props.file ? <p data-chosen-file>New picture: {props.file.name}</p> : null}
      {failure ? (
        <SaveFailure role="alert">
          <p>
            <strong>Not saved.</strong> {failure}
          </p>
        </SaveFailure>
      ) : null}
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(c) => <Input {...c} value={caption.title} maxLength={CAPTION_LIMITS.title} onChange={(e) => set({ title: e.target.value })} />}
      </Field>
      <Field id={`${id}-description`} label="Caption" hint="What the photograph shows, under its title." error={errors.description}>
        {(c) => <Textarea {...c} rows={3} value={caption.description} maxLength={CAPTION_LIMITS.description} onChange={(e) => set({ description: e.target.value })} />}
      </Field>
      <Field id={`${id}-project`} label="Project" error={errors.project}>
        {(c) => <Input {...c} value={caption.project} maxLength={CAPTION_LIMITS.project} onChange={(e) => set({ project: e.target.value })} />}
      </Field>
      <Field id={`${id}-location`} label="Location" error={errors.location}>
        {(c) => <Input {...c} value={caption.location} maxLength={CAPTION_LIMITS.location} onChange={(e) => set({ location: e.target.value })} />}
      </Field>
      <Field id={`${id}-category`} label="Category" error={errors.category}>
        {(c) => (
          <Select {...c} value={caption.category} onChange={(e) => set({ category: e.target.value as GalleryCategory })}>
            {GALLERY_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${id}-alt`}
        label="Description for screen readers"
        hint="What is in the picture, for visitors who cannot see it (its alt text)."
        error={errors.alt}
      >
        {(c) => <Input {...c} value={caption.alt} maxLength={CAPTION_LIMITS.alt} onChange={(e) => set({ alt: e.target.value })} />}
      </Field>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : props.file ? 'Save photograph and caption' : 'Save caption'}
        </Button>
        <Button $variant="ghost" disabled={saving} onClick={props.onCancel}>
          Cancel
        </Button>
      </Actions>
    </FormStack>
  );
}
