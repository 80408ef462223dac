import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { revealStyle } from '../../../components/motion/reveal-style.ts';
import { type Advantage, advantages } from '../../../content/advantages.ts';
import { REVEAL_PROPS } from '../../../enhancements/reveal-on-scroll.ts';
import { colors, media, radius, shadow } from '../../../../ui/styles/theme.ts';
import { HomeIcon } from './home-icons.tsx';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 3rem;
  overflow-x: clip;
  ${media.md} { gap: 4.5rem; }
`;

const Row = styled.li<{ $flip: boolean }>`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;
    > :first-child { order: ${({ $flip }) => ($flip ? 2 : 0)}; }
  }
  ${({ $flip }) => revealStyle($flip ? 'right' : 'left')}
  img { width: 100%; border-radius: ${radius.lg}; box-shadow: ${shadow.card}; aspect-ratio: 3 / 2; object-fit: cover; }
`;

const Text = styled.div`
  h3 { font-size: clamp(1.35rem, 2.4vw, 1.75rem); }
  p { color: ${colors.muted}; font-size: 1.05rem; margin: 0; }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: 1rem;
  border-radius: ${radius.md};
  background: ${colors.surfaceAlt};
  color: ${colors.copperDark};
`;

function AdvantageRow(props: { advantage: Advantage; flip: boolean }) {
  const { advantage } = props;
  return (
    <Row {...REVEAL_PROPS} $flip={props.flip} data-testid="advantage">
      <div>
        <Picture name={advantage.image.name} alt={advantage.image.alt} sizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw" />
      </div>
      <Text>
        <Icon>
          <HomeIcon name={advantage.icon} />
        </Icon>
        <h3>{advantage.title}</h3>
        <p>{advantage.description}</p>
      </Text>
    </Row>
  );
}

/** Home section 2: the four advantages, image and text alternating sides. */
export function AdvantageRows() {
  return (
    <List>
      {advantages.map((advantage, index) => (
        <AdvantageRow key={advantage.title} advantage={advantage} flip={index % 2 === 1} />
      ))}
    </List>
  );
}
