import { styled } from 'styled-components';
import { revealStyle } from '../../../components/motion/reveal-style.ts';
import { type StrategyTheme, strategyThemes } from '../../../content/strategy.ts';
import { REVEAL_PROPS } from '../../../enhancements/reveal-on-scroll.ts';
import { colors, fonts, media } from '../../../../ui/styles/theme.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem 3rem;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1.25rem;
  ${revealStyle()}
  h3 { font-size: 1.3rem; margin-bottom: 0.4rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

const ThemeNumber = styled.span`
  font-family: ${fonts.heading};
  font-size: 2.5rem;
  font-weight: 700;
  line-height: 1;
  color: ${colors.copper};
`;

function Theme(props: { theme: StrategyTheme }) {
  return (
    <Item {...REVEAL_PROPS} data-testid="strategy-theme">
      <ThemeNumber aria-hidden="true">{String(props.theme.number).padStart(2, '0')}</ThemeNumber>
      <div>
        <h3>{props.theme.title}</h3>
        <p>{props.theme.description}</p>
      </div>
    </Item>
  );
}

/** The four numbered themes of the strategy. */
export function StrategyThemes() {
  return (
    <List>
      {strategyThemes.map((theme) => (
        <Theme key={theme.number} theme={theme} />
      ))}
    </List>
  );
}
