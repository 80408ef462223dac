import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/search.ts';
import { colors, media, radius, shadow } from '../../../ui/styles/theme.ts';
import { DialogOverlay } from '../../../ui/dialog-overlay.ts';
import { SearchListbox } from './search-listbox.tsx';
import { searchOptions, searchPageHref } from './search-options.ts';
import { useSearch } from './use-search.ts';

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 101;
  top: 8vh;
  left: 50%;
  transform: translateX(-50%);
  width: min(640px, calc(100vw - 1.5rem));
  background: ${colors.surface};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.raised};
  padding: 1rem;
  ${media.sm} { padding: 1.25rem; }
  &:focus { outline: none; }
`;

const Title = styled(Dialog.Title)`
  font-size: 1.1rem;
  margin: 0 0 0.6rem;
`;

const Input = styled.input`
  width: 100%;
  padding: 0.75rem 1rem;
  font-size: 1.05rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  &:focus { outline: 2px solid ${colors.focus}; outline-offset: 1px; }
`;

const Status = styled.p`
  margin: 0.75rem 0.5rem 0;
  color: ${colors.muted};
  font-size: 0.9rem;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-top: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.line};
  font-size: 0.85rem;
  color: ${colors.muted};
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

const Close = styled(Dialog.Close)`
  position: absolute;
  top: 0.6rem;
  right: 0.6rem;
  min-width: 44px;
  height: 32px;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${colors.muted};
  font-size: 0.75rem;
  cursor: pointer;
`;

function statusText(status: string, query: string, count: number): string {
  if (!query.trim()) return 'Type to search pages and news. Use the arrow keys to move and Enter to open.';
  if (status === 'error') return 'Search is unavailable right now. Please try again shortly.';
  if (status === 'loading' && count === 0) return 'Searching…';
  if (count === 0) return `No results for “${query.trim()}”.`;
  return `${count} result${count === 1 ? '' : 's'}.`;
}

/**
 * The search dialog: an input following the ARIA combobox pattern (focus stays in the input, the
 * active option is announced through aria-activedescendant), results as a grouped listbox.
 */
export function SearchDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const search = useSearch(query);
  const options = searchOptions(search.results);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // New results: nothing is active until the visitor moves into the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new result set
  useEffect(() => setActive(-1), [search.results]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function close() {
    props.onOpenChange(false);
  }

  function go(href: string) {
    close();
    window.location.assign(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length + (i < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0 && options[active]) go(options[active].href);
      else if (query.trim()) go(searchPageHref(query));
    }
  }

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.returnFocusTo();
          }}
        >
          <Title>Search</Title>
          <Input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Search the site"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder="Search pages and news"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {options.length > 0 ? (
            <SearchListbox id={listboxId} options={options} active={active} optionId={optionId} onHover={setActive} onChoose={close} />
          ) : null}
          <Status aria-live="polite">{statusText(search.status, query, options.length)}</Status>
          {query.trim() ? (
            <Footer>
              <a href={searchPageHref(query)} onClick={close}>
                See all results
              </a>
              <span>Esc to close</span>
            </Footer>
          ) : null}
          <Close aria-label="Close search">Esc</Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
