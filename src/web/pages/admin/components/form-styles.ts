import { styled } from 'styled-components';
import { Card } from '../../../components/ui/card.tsx';

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

/** A stack of article cards: the articles list and the trash. */
export const ItemList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
