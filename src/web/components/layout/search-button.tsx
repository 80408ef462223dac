import { lazy, useCallback, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { colors, media, radius } from '../../../ui/styles/theme.ts';
import { useSearchShortcuts } from '../search/use-search-shortcuts.ts';
import { MountOnceOpened } from '../../../ui/mount-once-opened.tsx';
import { HeaderIconButton } from './header-icon-button.ts';
import { SearchIcon } from './social-icons.tsx';

const SearchDialog = lazy(() => import('../search/search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

const Trigger = styled(HeaderIconButton)`
  border-radius: ${radius.pill};
  color: ${colors.slate};
  &:hover { background: ${colors.surfaceAlt}; color: ${colors.copperDark}; }
  ${media.lg} { width: 40px; }
  ${media.xl} { width: 44px; }
`;

/** The header's search icon; Ctrl/Cmd+K and '/' open the same dialog, which hands focus back here. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const openSearch = useCallback(() => setOpen(true), []);
  useSearchShortcuts(openSearch);
  return (
    <>
      <Trigger ref={trigger} type="button" aria-label="Search" aria-keyshortcuts="Control+K Meta+K /" aria-haspopup="dialog" onClick={openSearch}>
        <SearchIcon />
      </Trigger>
      <MountOnceOpened open={open}>
        <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={() => trigger.current?.focus()} />
      </MountOnceOpened>
    </>
  );
}
