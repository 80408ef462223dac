import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { UploadedImage } from '../../shared/media.ts';
import { colors } from '../../ui/styles/theme.ts';
import { LinkForm, ToolButton } from './editor-styles.ts';

export const ALT_TEXT_REQUIRED = 'Describe the image for readers who cannot see it';

const Fields = styled(LinkForm)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 6px;
  p { margin: 0; font-size: 0.8rem; color: ${colors.muted}; }
  p[role='alert'] { color: ${colors.negative}; font-weight: 600; }
  div { display: flex; gap: 6px; flex-wrap: wrap; }
`;

/**
 * Asks for an uploaded image's description (its alt text, required: a file name is never one) and an
 * optional caption, then inserts both. Not a <form>: it sits inside the article form.
 */
export function ImageBar({ editor, image, onClose }: { editor: Editor; image: UploadedImage; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState(false);
  useEffect(() => input.current?.focus(), []);

  const insert = () => {
    if (!alt.trim()) {
      setError(true);
      input.current?.focus();
      return;
    }
    const picture = { type: 'image', attrs: { src: image.url, alt: alt.trim(), width: image.width, height: image.height } };
    const line = caption.trim() ? [{ type: 'paragraph', content: [{ type: 'text', text: caption.trim(), marks: [{ type: 'italic' }] }] }] : [];
    // One insertion: a second command would replace the image it had just selected.
    editor.chain().focus().insertContent([picture, ...line]).run();
    onClose();
  };
  const cancel = () => {
    onClose();
    editor.commands.focus();
  };
  const enterInserts = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    insert();
  };

  return (
    <Fields
      role="group"
      aria-label="Insert image"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }}
    >
      <label htmlFor={`${id}-alt`}>Image description (alt text)</label>
      <input
        id={`${id}-alt`}
        ref={input}
        type="text"
        value={alt}
        aria-invalid={error || undefined}
        aria-describedby={`${id}-alt-hint`}
        onChange={(e) => {
          setAlt(e.target.value);
          setError(false);
        }}
        onKeyDown={enterInserts}
      />
      <p id={`${id}-alt-hint`} role={error ? 'alert' : undefined}>
        {error ? ALT_TEXT_REQUIRED : 'What the picture shows, e.g. "Drill rig at hole DC-25-04, Copper Keg"'}
      </p>
      <label htmlFor={`${id}-caption`}>Caption (optional)</label>
      <input id={`${id}-caption`} type="text" value={caption} onChange={(e) => setCaption(e.target.value)} onKeyDown={enterInserts} />
      <div>
        <ToolButton onClick={insert}>Insert image</ToolButton>
        <ToolButton onClick={cancel}>Cancel</ToolButton>
      </div>
    </Fields>
  );
}
