import { styled } from 'styled-components';
import { Card } from '../../ui/card.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';

/** A card holding one dashboard column; render it `as="section"`. */
export const Panel = styled(Card)`
  min-width: 0;
  h2 { font-size: 1.35rem; margin-bottom: 1.25rem; }
`;

export const FormStack = styled.form`
  display: grid;
  gap: 1.1rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  > * { flex: 1 1 auto; }
`;

/** Why a save failed, inside the form: a modal dialog hides the toasts from assistive technology. */
export const SaveFailure = styled.div`
  border: 1px solid ${colors.negative};
  border-left-width: 4px;
  border-radius: ${radius.md};
  padding: 0.75rem 1rem;
  color: ${colors.text};
  background: #fdf2f1;
  p { margin: 0; }
  p + p { margin-top: 0.25rem; }
  strong { color: ${colors.negative}; }
`;

/** A stack of article cards: the articles list and the trash. */
export const ItemList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list's state in words: loading, empty, nothing matching, or (with $error) why it failed. */
export const ListMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 1.5rem 0;
  text-align: center;
  color: ${({ $error }) => ($error ? colors.negative : colors.muted)};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
`;

/** One bordered card of an ItemList: a heading and lines of detail. */
export const CardItem = styled.li`
  display: grid;
  gap: 0.4rem;
  padding: 1.1rem 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; font-size: 0.875rem; color: ${colors.muted}; }
`;

/** A card's line of facts (date, source, category...). */
export const ItemMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.875rem;
  color: ${colors.muted};
`;

/** A card's buttons and links, finger-sized. */
export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a, button { min-height: 40px; padding: 0.4rem 1rem; }
`;

/** A titled group of fields (a fieldset with its legend), framed. */
export const FieldGroup = styled.fieldset`
  display: grid;
  gap: 0.9rem;
  min-width: 0;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: 6px;
  legend { padding: 0 0.35rem; font-weight: 700; color: ${colors.ink}; }
`;

/** Checkboxes side by side, each a comfortable target. */
export const CheckboxRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1rem;
  label { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 40px; }
  input { width: 1.1rem; height: 1.1rem; accent-color: ${colors.copperDark}; }
`;
