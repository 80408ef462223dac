import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { revealStyle } from '../../../components/motion/reveal-style.ts';
import { type PolicyTimelineItem, policyTimeline } from '../../../content/policy-timeline.ts';
import { REVEAL_PROPS } from '../../../enhancements/reveal-on-scroll.ts';
import { colors, fonts, media, radius, shadow } from '../../../../ui/styles/theme.ts';
import { HomeIcon } from './home-icons.tsx';

/** Timeline cards animate once in view, each 0.1 s after the one before. */
const STAGGER_MS = 100;

const accents = { red: '#b3261e', blue: '#1d4e89' } as const;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.xl} { grid-template-columns: repeat(4, 1fr); }
`;

const Card = styled.li<{ $accent: string; $delay: number }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.5rem;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-top: 5px solid ${({ $accent }) => $accent};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  ${({ $delay }) => revealStyle('below', $delay)}
  h3 { font-size: 1.15rem; margin: 0; }
  ul { margin: 0; padding-left: 1.1rem; color: ${colors.muted}; }
  li + li { margin-top: 0.35rem; }
`;

const Top = styled.div<{ $accent: string }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  time { font-family: ${fonts.heading}; font-weight: 700; color: ${({ $accent }) => $accent}; }
  > span { color: ${({ $accent }) => $accent}; }
`;

const Country = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.slate};
  img { width: 36px; height: 24px; object-fit: cover; border-radius: 3px; border: 1px solid ${colors.line}; }
`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "December 2023" as the machine-readable "2023-12" for <time>. */
function isoMonth(date: string): string | undefined {
  const [month = '', year = ''] = date.split(' ');
  const index = MONTHS.indexOf(month);
  return index < 0 ? undefined : `${year}-${String(index + 1).padStart(2, '0')}`;
}

function TimelineCard(props: { item: PolicyTimelineItem; index: number }) {
  const { item } = props;
  const accent = accents[item.colour];
  return (
    <Card $accent={accent} $delay={props.index * STAGGER_MS} data-testid="policy-item">
      <Top $accent={accent}>
        <time dateTime={isoMonth(item.date)}>{item.date}</time>
        <span>
          <HomeIcon name={item.icon} />
        </span>
      </Top>
      <Country>
        <Picture name={item.flag.image} alt={item.flag.alt} sizes="36px" />
        {item.country}
      </Country>
      <h3>{item.title}</h3>
      <ul>
        {item.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Card>
  );
}

/** Home section 5: the policy timeline; the cards enter together, each 0.1 s after the one before. */
export function PolicyTimeline() {
  return (
    <List {...REVEAL_PROPS}>
      {policyTimeline.map((item, index) => (
        <TimelineCard key={item.title} item={item} index={index} />
      ))}
    </List>
  );
}
