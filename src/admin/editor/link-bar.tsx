import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState } from 'react';
import { LinkForm, ToolButton } from './editor-styles.ts';

/** Asks for a link address for the selection: Enter applies, Escape goes back to the text. */
export function LinkBar({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address) chain.setLink({ href: address }).run();
    else chain.unsetLink().run();
    onClose();
  };

  return (
    // Not a <form>: it sits inside the article form, and Enter must not submit that.
    <LinkForm
      role="group"
      aria-label="Link"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <label htmlFor={id}>Link address</label>
      <input id={id} ref={input} type="text" inputMode="url" spellCheck={false} placeholder="https://" value={href}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <ToolButton onClick={apply}>Apply</ToolButton>
      {current ? (
        <ToolButton
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </ToolButton>
      ) : null}
      <ToolButton onClick={close}>Cancel</ToolButton>
    </LinkForm>
  );
}
