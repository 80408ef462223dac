import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { styled } from 'styled-components';
import type { SiteSection } from '../../../shared/site-sections.ts';
import { colors, media, radius, shadow } from '../../../ui/styles/theme.ts';
import { ChevronIcon } from './chevron-icon.tsx';

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 250;

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 32px;
  margin-left: -0.45rem;
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.muted};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { color: ${colors.copperDark}; background: ${colors.surfaceAlt}; }
  svg { transition: transform 0.15s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  ${media.reducedMotion} { svg { transition: none; } }
`;

// The transparent top padding bridges the gap to the bar, so a mouse moving down does not leave the item.
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: -0.5rem;
  z-index: 60;
  padding-top: 0.6rem;
  ul {
    min-width: 250px;
    list-style: none;
    margin: 0;
    padding: 0.5rem;
    background: ${colors.surface};
    border: 1px solid ${colors.line};
    border-top: 3px solid ${colors.copper};
    border-radius: ${radius.md};
    box-shadow: ${shadow.raised};
  }
  a {
    display: block;
    padding: 0.55rem 0.75rem;
    border-radius: ${radius.sm};
    color: ${colors.text};
    text-decoration: none;
    font-size: 0.92rem;
    font-weight: 500;
    white-space: nowrap;
  }
  a:hover, a:focus-visible { background: ${colors.surfaceAlt}; color: ${colors.copperDark}; }
  a[aria-current='page'] { color: ${colors.copperDark}; font-weight: 700; box-shadow: inset 3px 0 0 ${colors.copper}; }
`;

/**
 * A header link with a disclosure button for its section's pages (the WAI-ARIA disclosure navigation
 * pattern): click, tap, Enter or Space toggles; ArrowDown opens onto the first page; arrows, Home and End move
 * through the pages; Escape closes and returns focus to the button; a pointer or focus elsewhere closes it;
 * a mouse resting on the item opens it. The pages are in the server HTML, hidden until opened.
 */
export function SectionMenuItem(props: {
  link: ReactNode;
  section: SiteSection;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { open, onOpenChange } = props;
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onOpenChange]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => {
        if (next) hoverOpenedAt.current = Date.now();
        onOpenChange(next);
      },
      next ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    );
  };

  const links = () => Array.from(item.current?.querySelectorAll<HTMLAnchorElement>(`[id="${panelId}"] a`) ?? []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
      return;
    }
    const pages = links();
    const index = pages.indexOf(document.activeElement as HTMLAnchorElement);
    const target =
      event.key === 'ArrowDown' && event.target === trigger.current
        ? 0
        : index < 0
          ? null
          : { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: pages.length - 1 }[event.key];
    if (target === null || target === undefined) return;
    event.preventDefault();
    if (!open) flushSync(() => onOpenChange(true));
    links()[(target + pages.length) % pages.length]?.focus();
  };

  return (
    <Item
      ref={item}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving to another control outside closes the menu; focus going nowhere (a click on plain
        // text, Safari's click on a link) does not, so the link's own click still lands.
        if (event.relatedTarget instanceof Node && !item.current?.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      {props.link}
      <Trigger
        ref={trigger}
        type="button"
        aria-label={`${props.section.label} pages`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click right after the pointer opened the menu by resting on it keeps it open.
          if (open && Date.now() - hoverOpenedAt.current < 600) return;
          onOpenChange(!open);
        }}
      >
        <ChevronIcon />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <ul>
          {props.section.pages.map((page) => (
            <li key={page.path}>
              <a href={page.path} aria-current={page.path === props.pathname ? 'page' : undefined} onClick={() => onOpenChange(false)}>
                {page.label}
              </a>
            </li>
          ))}
        </ul>
      </Panel>
    </Item>
  );
}
