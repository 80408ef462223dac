import { lazy, Suspense } from 'react';
import { Textarea } from '../components/field.tsx';
import type { ContentEditorProps } from './content-editor-props.ts';

// The editor and its libraries are a chunk of their own, fetched when an article form first shows:
// public pages never load it, and the admin's login screen does not wait for it.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The Content field: rich text once the editor has loaded, a plain textarea on the same value until then. */
export function ContentEditor(props: ContentEditorProps) {
  const { value, onChange, ...control } = props;
  return (
    <Suspense fallback={<Textarea {...control} rows={10} value={value} onChange={(e) => onChange(e.target.value)} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
