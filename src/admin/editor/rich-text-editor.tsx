import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { contentToHtml } from '../../shared/article-content.ts';
import { cleanPastedHtml } from './clean-pasted-html.ts';
import type { ContentEditorProps } from './content-editor-props.ts';
import { editorExtensions } from './editor-extensions.ts';
import { Frame, Source, Surface } from './editor-styles.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LinkBar } from './link-bar.tsx';

/**
 * The Content field as rich text. `value` stays the article's content string: markdown articles open
 * converted to HTML (the way the site renders them) and become HTML on the first edit; an untouched
 * article is saved exactly as it was. An empty document is '' so 'Content is required' still applies.
 */
export default function RichTextEditor(props: ContentEditorProps) {
  const { id, value, onChange } = props;
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The HTML being edited as text while the source view is open; null in the rich-text view. */
  const [source, setSource] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  // Focus mode: the editor takes the whole window for long releases; the two-column form stays the default.
  const [focus, setFocus] = useState(false);

  const [extensions] = useState(() => editorExtensions(() => setLinking(true)));

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: contentToHtml(value),
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      // The editable region is the labelled, described control the form's label and errors point at.
      // Options are re-applied on every render, so these follow the field's error state.
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Content',
        ...(props['aria-describedby'] ? { 'aria-describedby': props['aria-describedby'] } : {}),
        ...(props['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // The form can replace the value (an article opened, a form cleared after saving, a paragraph the Checks
  // panel inserts), in whichever view is open.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    if (source !== null) setSource(value);
    else editor.commands.setContent(contentToHtml(value), { emitUpdate: false });
  }, [editor, value, source]);

  function toggleSource() {
    if (!editor) return;
    setLinking(false);
    if (source === null) {
      setSource(editor.isEmpty ? '' : editor.getHTML());
      return;
    }
    editor.commands.setContent(contentToHtml(source), { emitUpdate: false });
    setSource(null);
  }

  return (
    <Frame
      $invalid={Boolean(props['aria-invalid'])}
      $focus={focus}
      onKeyDown={(event) => {
        if (focus && event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          setFocus(false);
        }
      }}
    >
      {editor ? (
        <EditorToolbar
          editor={editor}
          editorId={id}
          source={source !== null}
          onToggleSource={toggleSource}
          onLink={() => setLinking(true)}
          focus={focus}
          onToggleFocus={() => {
            setFocus(!focus);
            editor.commands.focus();
          }}
        />
      ) : null}
      {editor && linking && source === null ? <LinkBar editor={editor} onClose={() => setLinking(false)} /> : null}
      {source !== null ? (
        <Source
          id={`${id}-source`}
          aria-label="Content HTML source"
          aria-describedby={props['aria-describedby']}
          spellCheck={false}
          value={source}
          onChange={(event) => {
            setSource(event.target.value);
            emitted.current = event.target.value;
            onChange(event.target.value);
          }}
        />
      ) : null}
      <Surface hidden={source !== null}>
        <EditorContent editor={editor} />
      </Surface>
    </Frame>
  );
}
