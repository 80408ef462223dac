import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { contentToHtml } from '../../../../shared/article-content.ts';
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

  const editor = useEditor({
    immediatelyRender: false,
    extensions: editorExtensions(() => setLinking(true)),
    content: contentToHtml(value),
    editorProps: { transformPastedHTML: cleanPastedHtml },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // The form can replace the value (an article opened, a form cleared after saving).
  useEffect(() => {
    if (!editor || source !== null || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(contentToHtml(value), { emitUpdate: false });
  }, [editor, value, source]);

  // The editable region is the labelled, described control the form's label and errors point at.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        transformPastedHTML: cleanPastedHtml,
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': 'Content',
          ...(props['aria-describedby'] ? { 'aria-describedby': props['aria-describedby'] } : {}),
          ...(props['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, id, props['aria-describedby'], props['aria-invalid']]);

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
    <Frame $invalid={Boolean(props['aria-invalid'])}>
      {editor ? (
        <EditorToolbar editor={editor} editorId={id} source={source !== null} onToggleSource={toggleSource} onLink={() => setLinking(true)} />
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
