import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { colors } from '../../../ui/styles/theme.ts';

const List = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.1rem;
  font-size: 0.85rem;
  color: ${colors.muted};
  li { margin-bottom: 0.25rem; }
  ol& { padding-left: 1.5rem; }
`;

/** The notes under a table: what it rests on (`notes`), then any given as elements. */
export function Notes(props: { notes: string[]; numbered?: boolean; label?: string; children?: ReactNode }) {
  if (!props.notes.length && !props.children) return null;
  return (
    <List as={props.numbered ? 'ol' : 'ul'} aria-label={props.label}>
      {props.notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
      {props.children}
    </List>
  );
}
