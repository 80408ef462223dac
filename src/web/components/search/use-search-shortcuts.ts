import { useEffect } from 'react';
import { isSearchShortcut } from './search-shortcut.ts';

/** Ctrl+K / Cmd+K anywhere, and '/' when the visitor is not typing in a field, open search. */
export function useSearchShortcuts(open: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
