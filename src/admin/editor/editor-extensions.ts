import { Extension } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { TableTabExit } from './table-tab-exit.ts';

/** Ctrl/Cmd+K asks for a link address, as in word processors. */
const LinkShortcut = Extension.create<{ onLink: () => void }>({
  name: 'linkShortcut',
  addOptions: () => ({ onLink: () => {} }),
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.onLink();
        return true;
      },
    };
  },
});

/**
 * What an article body can hold, matching the server's sanitizer: headings below the page title,
 * lists, links, emphasis, tables and site images. Undo, redo and the standard shortcuts come with StarterKit.
 */
export function editorExtensions(onLink: () => void) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
    }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    TableTabExit,
    Image.configure({ allowBase64: false }),
    LinkShortcut.configure({ onLink }),
  ];
}
