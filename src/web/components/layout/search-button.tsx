import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { colors, radius } from '../../styles/theme.ts';
import { useSearchShortcuts } from '../search/use-search-shortcuts.ts';
import { useOpenedOnce } from '../ui/opened-once.ts';

const SearchDialog = lazy(() => import('../search/search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${colors.slate};
  cursor: pointer;
  &:hover { background: ${colors.surfaceAlt}; color: ${colors.copperDark}; }
`;

/** The header's search icon; Ctrl/Cmd+K and '/' open the same dialog, which hands focus back here. */
export function SearchButton({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const openSearch = useCallback(() => setOpen(true), []);
  useSearchShortcuts(openSearch);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Trigger ref={trigger} type="button" aria-label="Search" aria-keyshortcuts="Control+K Meta+K /" aria-haspopup="dialog" onClick={openSearch}>
        {children}
      </Trigger>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={() => trigger.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
