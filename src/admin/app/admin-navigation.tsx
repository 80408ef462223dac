import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { type AdminPath, adminPage } from '../../shared/admin-pages.ts';
import { LineIcon } from '../../ui/line-icon.tsx';
import { colors, media, radius } from '../../ui/styles/theme.ts';
import { useInboxUnread } from '../inbox/unread-count.ts';

/** The admin's sections, in the order the IR manager works through them (Analytics is a header button). */
const SECTIONS: readonly { path: AdminPath; label: string }[] = [
  { path: '/admin', label: 'Articles' },
  { path: '/admin/documents', label: 'Documents' },
  { path: '/admin/drilling', label: 'Drilling' },
  { path: '/admin/trash', label: 'Trash' },
  { path: '/admin/audit', label: 'Audit log' },
  { path: '/admin/company', label: 'Company' },
  { path: '/admin/share-structure', label: 'Share structure' },
  { path: '/admin/events', label: 'Events' },
  { path: '/admin/photos', label: 'Photos' },
  { path: '/admin/subscribers', label: 'Subscribers' },
  { path: '/admin/inbox', label: 'Inbox' },
];

// Eleven tabs fit one row from the extra-large breakpoint (they wrap to a ragged second row below it); narrower,
// they fold into a menu under one button that names the section shown, so nothing scrolls sideways or is cut.
const Nav = styled.nav`
  ${media.xl} { margin-bottom: -1px; }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  width: 100%;
  min-height: 48px;
  margin-bottom: 1rem;
  padding: 0.55rem 0.9rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  small { color: ${colors.muted}; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; }
  .current { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  svg:last-child { transition: transform 0.15s ease; }
  &[aria-expanded='true'] svg:last-child { transform: rotate(180deg); }
  ${media.reducedMotion} { svg:last-child { transition: none; } }
  &:hover { border-color: ${colors.copperDark}; }
  ${media.xl} { display: none; }
`;

const List = styled.ul`
  display: none;
  margin: -0.5rem 0 1rem;
  padding: 0.35rem;
  list-style: none;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  &[data-open='true'] { display: grid; }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border-left: 3px solid transparent;
    border-radius: ${radius.sm};
    color: ${colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { background: ${colors.surfaceAlt}; }
  a[aria-current='page'] { border-left-color: ${colors.copperDark}; background: #fbf3ec; color: ${colors.copperDark}; }
  ${media.xl} {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    a {
      justify-content: flex-start;
      gap: 0.5rem;
      padding: 0.7rem 0.9rem;
      border-left: 0;
      border-bottom: 3px solid transparent;
      border-radius: ${radius.sm} ${radius.sm} 0 0;
      color: ${colors.muted};
      white-space: nowrap;
    }
    a:hover { color: ${colors.ink}; background: rgba(0, 0, 0, 0.04); }
    a[aria-current='page'] { border-bottom-color: ${colors.copperDark}; background: none; color: ${colors.copperDark}; }
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.4rem;
  height: 1.4rem;
  padding: 0 0.4rem;
  border-radius: ${radius.pill};
  background: ${colors.copperDark};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

const unreadLabel = (count: number) => `${count.toLocaleString('en-US')} unread`;

/**
 * The admin's sections: tabs on a wide screen; on a narrower one a button naming the current section that
 * opens the list (a disclosure: Tab walks the links, Escape closes it and returns to the button). The Inbox
 * carries its unread count.
 */
export function AdminNavigation({ token }: { token: string }) {
  const { pathname } = useLocation();
  const unread = useInboxUnread(token);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = SECTIONS.find((section) => section.path === adminPage(pathname)?.path);
  const waiting = unread ? `, ${unreadLabel(unread)} in the Inbox` : '';

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <Nav aria-label="Admin sections" onKeyDown={closeOnEscape}>
      <Toggle
        ref={toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Section: ${current?.label ?? 'choose one'}${waiting}`}
        onClick={() => setOpen((was) => !was)}
      >
        <LineIcon>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </LineIcon>
        <small>Section</small>
        <span className="current">{current?.label ?? 'Choose one'}</span>
        {unread ? <Badge>{unreadLabel(unread)}</Badge> : null}
        <LineIcon>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
      </Toggle>
      <List id={listId} data-open={open}>
        {SECTIONS.map(({ path, label }) => {
          const count = path === '/admin/inbox' ? unread : null;
          return (
            <li key={path}>
              <NavLink
                to={path}
                end
                onClick={() => setOpen(false)}
                {...(count ? { 'aria-label': `${label}, ${unreadLabel(count)}` } : {})}
              >
                {label}
                {count ? <Badge data-unread>{count.toLocaleString('en-US')}</Badge> : null}
              </NavLink>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
