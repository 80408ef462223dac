import { animated, useSpring } from '@react-spring/web';
import { styled } from 'styled-components';
import { visibleInPrint } from '../../../components/motion/reveal-style.ts';
import { useReveal } from '../../../components/motion/use-reveal.ts';
import { LineIcon } from '../../../../ui/line-icon.tsx';
import type { Officer } from '../../../../shared/company-facts.ts';
import { useCompany } from '../../../state/site-content.ts';
import { colors, media, radius, shadow } from '../../../../ui/styles/theme.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem;
  overflow-x: clip;
`;

const Row = styled(animated.li)<{ $right: boolean }>`
  ${visibleInPrint}
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.75rem;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  ${media.md} {
    flex-direction: ${({ $right }) => ($right ? 'row-reverse' : 'row')};
    align-items: center;
    gap: 2rem;
    width: 85%;
    margin-left: ${({ $right }) => ($right ? 'auto' : '0')};
  }
  h3 { font-size: 1.35rem; margin-bottom: 0.2rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

const Position = styled.p`
  && { color: ${colors.copperDark}; margin-bottom: 0.75rem; }
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.85rem;
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  background: ${colors.surfaceAlt};
  color: ${colors.copperDark};
`;

function PersonRow(props: { person: Officer; right: boolean }) {
  const { ref, phase } = useReveal<HTMLLIElement>();
  const { person } = props;
  // A spring from the visible state: the server renders the row in place; only rows still below the
  // fold after hydration jump out of view and slide in from their side when they are reached.
  const hidden = phase === 'waiting';
  const spring = useSpring({
    opacity: hidden ? 0 : 1,
    x: hidden ? (props.right ? 40 : -40) : 0,
    immediate: phase !== 'shown',
    config: { tension: 170, friction: 26 },
  });
  return (
    <Row
      ref={ref}
      $right={props.right}
      style={{ opacity: spring.opacity, transform: spring.x.to((x) => `translate3d(${x}px, 0, 0)`) }}
      data-testid="person"
    >
      <Avatar>
        <LineIcon size={48} strokeWidth={1.6}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </LineIcon>
      </Avatar>
      <div>
        {/* Until the company names the person, the card shows the position alone, as its heading. */}
        {person.name ? (
          <>
            <h3>{person.name}</h3>
            <Position>{person.position}</Position>
          </>
        ) : (
          <h3>{person.position}</h3>
        )}
        <p>{person.biography}</p>
      </div>
    </Row>
  );
}

/** The management team, rows alternating left and right; biographies always read left-aligned. */
export function ManagementTeam() {
  return (
    <List>
      {useCompany().officers.map((person, index) => (
        <PersonRow key={`${index}-${person.name}`} person={person} right={index % 2 === 1} />
      ))}
    </List>
  );
}
