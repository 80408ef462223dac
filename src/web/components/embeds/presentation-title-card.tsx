import { styled } from 'styled-components';
import { colors, fonts, radius } from '../../../ui/styles/theme.ts';

const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 0.35rem;
  aspect-ratio: 16 / 9;
  padding: 1.25rem 1.4rem;
  border-radius: ${radius.sm};
  background: linear-gradient(135deg, ${colors.ink} 0%, #2a3a47 55%, ${colors.copperDark} 100%);
  color: #fff;
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 1.4rem;
    width: 3rem;
    height: 4px;
    background: ${colors.copper};
  }
`;

const Eyebrow = styled.span`
  font-family: ${fonts.heading};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: #f1c9a8;
`;

const Title = styled.strong`
  font-family: ${fonts.heading};
  font-size: 1.25rem;
  line-height: 1.25;
`;

const Meta = styled.span`
  font-size: 0.9rem;
  color: #dfe6eb;
`;

const Format = styled.span`
  position: absolute;
  top: 1rem;
  right: 1rem;
  padding: 0.2rem 0.55rem;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${radius.sm};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

/**
 * The cover of a presentation that has no cover image (one uploaded after the site's own): its title,
 * date and format set on the site's colours, in the picture's proportions.
 */
export function PresentationTitleCard(props: { title: string; date: string; pages: number | null; decorative?: boolean }) {
  return (
    <Card data-testid="presentation-title-card" aria-hidden={props.decorative || undefined}>
      <Format>PDF</Format>
      <Eyebrow>Corporate Presentation</Eyebrow>
      <Title>{props.title}</Title>
      <Meta>
        {props.date}
        {props.pages ? ` · ${props.pages} pages` : ''}
      </Meta>
    </Card>
  );
}
