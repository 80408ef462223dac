import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState } from 'react';
import type { UploadedImage } from '../../shared/media.ts';
import { IMAGE_ACCEPT } from '../media/upload-image.ts';
import { useImageUpload } from '../media/use-image-upload.ts';
import { EditorIcon, type IconName } from './editor-icons.tsx';
import { Bar, BarLabel, Push, Separator, TableBar, ToolButton } from './editor-styles.ts';
import { ImageBar } from './image-bar.tsx';

interface ToolProps {
  label: string;
  icon: IconName;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, shortcut, pressed, disabled, onClick }: ToolProps) {
  return (
    <ToolButton
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      // Keeps the selection in the text while the mouse is down; keyboard users press it with focus here.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <EditorIcon name={icon} />
    </ToolButton>
  );
}

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/** The formatting toolbar, plus table tools while the cursor is in a table. */
export function EditorToolbar(props: {
  editor: Editor;
  editorId: string;
  source: boolean;
  onToggleSource: () => void;
  onLink: () => void;
  focus: boolean;
  onToggleFocus: () => void;
}) {
  const { editor, source } = props;
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const picker = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();
  /** An uploaded image waiting for its description before it goes into the text. */
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const run = () => editor.chain().focus();

  async function uploadForInsert(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    setUploaded(await upload(file));
  }

  return (
    <>
      <Bar role="toolbar" aria-label="Formatting" aria-controls={props.editorId}>
        <Tool label="Heading" icon="heading" pressed={state.heading} disabled={source} onClick={() => run().toggleHeading({ level: 2 }).run()} />
        <Tool label="Bold" icon="bold" shortcut={`${MOD}B`} pressed={state.bold} disabled={source} onClick={() => run().toggleBold().run()} />
        <Tool label="Italic" icon="italic" shortcut={`${MOD}I`} pressed={state.italic} disabled={source} onClick={() => run().toggleItalic().run()} />
        <Separator />
        <Tool label="Bulleted list" icon="bulletList" pressed={state.bulletList} disabled={source} onClick={() => run().toggleBulletList().run()} />
        <Tool label="Numbered list" icon="numberedList" pressed={state.orderedList} disabled={source} onClick={() => run().toggleOrderedList().run()} />
        <Separator />
        <Tool label="Link" icon="link" shortcut={`${MOD}K`} pressed={state.link} disabled={source} onClick={props.onLink} />
        <Tool label="Table" icon="table" disabled={source || state.table} onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()} />
        <Tool label="Image" icon="image" disabled={source || uploading || uploaded !== null} onClick={() => picker.current?.click()} />
        <input ref={picker} type="file" accept={IMAGE_ACCEPT} hidden aria-label="Image file" onChange={(e) => uploadForInsert(e.target.files?.[0])} />
        <Separator />
        <Tool label="Undo" icon="undo" shortcut={`${MOD}Z`} disabled={source || !state.canUndo} onClick={() => run().undo().run()} />
        <Tool label="Redo" icon="redo" shortcut={`${MOD}Shift+Z`} disabled={source || !state.canRedo} onClick={() => run().redo().run()} />
        <Push />
        <ToolButton aria-pressed={props.focus} title="Give the text the whole screen (Esc to leave)" onClick={props.onToggleFocus}>
          Focus
        </ToolButton>
        <ToolButton aria-pressed={source} title="Edit the HTML source" onClick={props.onToggleSource}>
          HTML
        </ToolButton>
      </Bar>
      {uploaded && !source ? <ImageBar editor={editor} image={uploaded} onClose={() => setUploaded(null)} /> : null}
      {state.table && !source ? (
        <TableBar role="toolbar" aria-label="Table">
          <BarLabel aria-hidden="true">Table</BarLabel>
          <ToolButton onClick={() => run().addRowAfter().run()}>Add row</ToolButton>
          <ToolButton onClick={() => run().deleteRow().run()}>Remove row</ToolButton>
          <ToolButton onClick={() => run().addColumnAfter().run()}>Add column</ToolButton>
          <ToolButton onClick={() => run().deleteColumn().run()}>Remove column</ToolButton>
          <ToolButton onClick={() => run().toggleHeaderRow().run()}>Header row</ToolButton>
          <ToolButton onClick={() => run().deleteTable().run()}>Delete table</ToolButton>
        </TableBar>
      ) : null}
    </>
  );
}
