import { Extension } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';

/**
 * Tab in a table's last cell leaves the table (to the paragraph after it, made if there is none) instead
 * of adding an empty row that would be published unnoticed. Rows are added from the table bar.
 */
export const TableTabExit = Extension.create({
  name: 'tableTabExit',
  // Ahead of the table extension's own Tab, which adds a row in the last cell.
  priority: 200,
  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => {
        if (!editor.isActive('table') || editor.can().goToNextCell()) return false;
        const { $from } = editor.state.selection;
        for (let depth = $from.depth; depth > 0; depth--) {
          if ($from.node(depth).type.name !== 'table') continue;
          const after = $from.after(depth);
          return editor
            .chain()
            .command(({ tr, state }) => {
              if (!tr.doc.nodeAt(after)?.isTextblock) tr.insert(after, state.schema.nodes.paragraph!.create());
              tr.setSelection(TextSelection.create(tr.doc, after + 1));
              return true;
            })
            .scrollIntoView()
            .run();
        }
        return false;
      },
    };
  },
});
