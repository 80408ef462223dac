import { styled } from 'styled-components';
import { revealStyle } from '../../../components/motion/reveal-style.ts';
import { statCards } from '../../../content/strategy.ts';
import { REVEAL_PROPS } from '../../../enhancements/reveal-on-scroll.ts';
import { colors, fonts, radius, shadow } from '../../../../ui/styles/theme.ts';
import { Footnote } from './footnote.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

const Card = styled.li<{ $delay: number }>`
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  ${({ $delay }) => revealStyle('below', $delay)}
  strong { display: block; font-family: ${fonts.heading}; font-size: 3rem; line-height: 1; color: ${colors.copperDark}; margin-bottom: 0.75rem; }
  span { color: ${colors.text}; }
`;

/** Three headline figures, each citing its source. */
export function StatCards() {
  return (
    <List {...REVEAL_PROPS}>
      {statCards.map((card, index) => (
        <Card key={card.value} $delay={index * 120} data-testid="stat-card">
          <strong>{card.value}</strong>
          <span>
            {card.label}
            <Footnote source={card.source} />
          </span>
        </Card>
      ))}
    </List>
  );
}
