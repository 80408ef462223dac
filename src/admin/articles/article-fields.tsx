import type { ReactNode } from 'react';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../shared/article.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import type { ArticleFormValues } from './article-form-values.ts';
import { ContentEditor } from '../editor/content-editor.tsx';
import { FeaturedImageInput } from '../media/featured-image-input.tsx';
import { DrillProgramsField } from '../drilling/drill-programs-field.tsx';
import { Field, Input, Select, Textarea } from '../components/field.tsx';
import { SwitchField } from '../components/switch-field.tsx';
import { NewswireFields } from './newswire-fields.tsx';

export type ArticleFormChange = (patch: Partial<ArticleFormValues>) => void;

/** The fields the create form and the edit dialog share, in screen order. */
export function ArticleFields(props: {
  idPrefix: string;
  values: ArticleFormValues;
  errors: FieldErrors;
  onChange: ArticleFormChange;
  /** Date typed by hand: it then stops following the schedule. */
  onDateChange: (date: string) => void;
  publishLabel: string;
  publishDescription: string;
  /** Typing the title fills the slug through the parent; the slug field reports hand edits here. */
  onTitleChange?: (title: string) => void;
  onSlugChange?: (slug: string) => void;
  children?: ReactNode;
}) {
  const { idPrefix, values, errors, onChange } = props;
  const id = (name: keyof ArticleFormValues) => `${idPrefix}-${name}`;
  const goLiveDay = values.published ? null : (/^(\d{4}-\d{2}-\d{2})T/.exec(values.scheduledDate)?.[1] ?? null);
  const text = (name: 'source' | 'description') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <>
      <Field id={id('title')} label="Title" error={errors.title}>
        {(c) => (
          <Input
            {...c}
            value={values.title}
            onChange={(e) => (props.onTitleChange ? props.onTitleChange(e.target.value) : onChange({ title: e.target.value }))}
          />
        )}
      </Field>
      <Field id={id('slug')} label="Slug" hint="URL-friendly version of the title" error={errors.slug}>
        {(c) => (
          <Input
            {...c}
            value={values.slug}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => (props.onSlugChange ? props.onSlugChange(e.target.value) : onChange({ slug: e.target.value }))}
          />
        )}
      </Field>
      <Field id={id('category')} label="Category" error={errors.category}>
        {(c) => (
          <Select {...c} value={values.category} onChange={(e) => onChange({ category: e.target.value as ArticleCategory })}>
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={id('source')} label="Source" error={errors.source}>
        {(c) => <Input {...c} {...text('source')} />}
      </Field>
      <Field
        id={id('date')}
        label="Date"
        hint="The date shown on the release. It follows the schedule; change it to back-date an archived release."
        warning={goLiveDay && values.date && goLiveDay !== values.date ? `The release goes live on ${formatLongDate(goLiveDay)} but will show this date.` : null}
        error={errors.date}
      >
        {(c) => <Input {...c} type="date" value={values.date} onChange={(e) => props.onDateChange(e.target.value)} />}
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        {(c) => <Textarea {...c} rows={3} {...text('description')} />}
      </Field>
      <Field id={id('content')} label="Content" hint="You can use HTML for formatting, or the HTML view. Paste from Word or a newswire page keeps headings, lists, tables and links without their styles." error={errors.content}>
        {(c) => <ContentEditor {...c} value={values.content} onChange={(content) => onChange({ content })} />}
      </Field>
      <Field id={id('featuredImage')} label="Featured Image URL" error={errors.featuredImage}>
        {(c) => <FeaturedImageInput control={c} value={values.featuredImage} onChange={(featuredImage) => onChange({ featuredImage })} />}
      </Field>
      <DrillProgramsField id={id('drillPrograms')} value={values.drillPrograms} error={errors.drillPrograms} onChange={(drillPrograms) => onChange({ drillPrograms })} />
      <SwitchField
        id={id('published')}
        label={props.publishLabel}
        description={props.publishDescription}
        checked={values.published}
        onCheckedChange={(published) => onChange(published ? { published, scheduledDate: '' } : { published })}
      />
      <SwitchField
        id={id('emailSubscribers')}
        label="E-mail subscribers when published"
        description="News alert subscribers of this category get it once, when it goes public; later edits never send it again"
        checked={values.emailSubscribers}
        onCheckedChange={(emailSubscribers) => onChange({ emailSubscribers })}
      />
      <NewswireFields idPrefix={idPrefix} values={values} errors={errors} onChange={onChange} />
      {props.children}
    </>
  );
}
