import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { Actions } from './form-styles.ts';

/** What a confirmation is about, named as the manager knows it. */
const Named = styled.p`
  margin: 0 0 1rem;
  padding: 0.9rem 1rem;
  border-left: 4px solid ${colors.copper};
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0 0 1.5rem;
  color: ${colors.muted};
`;

/**
 * The admin's one way to ask first (never the browser's confirm()): before something is deleted, taken off
 * the site, replaced or dropped. The question, the item named, what follows, and a button saying exactly what
 * it does (red unless `tone` is 'primary') beside Cancel. Open while `item` is set.
 */
export function ConfirmDialog<T>(props: {
  item: T | null;
  title: string;
  question: string;
  name?: (item: T) => ReactNode;
  note?: ReactNode;
  confirm: (item: T) => ReactNode;
  /** The button that keeps things as they are; 'Cancel' unless said. */
  cancel?: string;
  tone?: 'danger' | 'primary';
  onCancel: () => void;
  onConfirm: (item: T) => void;
}) {
  const { item } = props;
  return (
    <Modal open={item !== null} onOpenChange={(open) => (open ? undefined : props.onCancel())} title={props.title} description={props.question}>
      {item !== null ? (
        <>
          {props.name ? <Named>{props.name(item)}</Named> : null}
          {props.note ? <Note>{props.note}</Note> : null}
          <Actions>
            <Button $variant={props.tone ?? 'danger'} onClick={() => props.onConfirm(item)}>
              {props.confirm(item)}
            </Button>
            <Button $variant="outline" onClick={props.onCancel}>
              {props.cancel ?? 'Cancel'}
            </Button>
          </Actions>
        </>
      ) : null}
    </Modal>
  );
}
