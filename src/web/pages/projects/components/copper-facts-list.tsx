import { styled } from 'styled-components';
import type { CopperFact } from '../../../content/copper-facts.ts';
import { colors, fonts, media, radius } from '../../../../ui/styles/theme.ts';

const List = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1rem;
  align-items: start;
  padding: 1.25rem;
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid rgba(255, 255, 255, 0.14);
  border-radius: ${radius.md};
  p { margin: 0; }
`;

const FactNumber = styled.span`
  font-family: ${fonts.heading};
  font-size: 1.6rem;
  font-weight: 700;
  line-height: 1;
  min-width: 2.2ch;
  color: ${colors.copperLight};
`;

const Source = styled.p`
  && { margin-top: 0.5rem; }
  font-size: 0.85rem;
  color: ${colors.onDarkMuted};
`;

/** The Top 10 Copper Facts, numbered, each with its source; meant for a dark section. */
export function CopperFactsList(props: { facts: readonly CopperFact[] }) {
  return (
    <List>
      {props.facts.map((fact) => (
        <Item key={fact.number} data-testid="copper-fact">
          <FactNumber aria-hidden="true">{String(fact.number).padStart(2, '0')}</FactNumber>
          <div>
            <p>{fact.fact}</p>
            <Source>Source: {fact.source}</Source>
          </div>
        </Item>
      ))}
    </List>
  );
}
