import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { colors, media } from './styles/theme.ts';

/**
 * The `sizes` width of an image spanning a Container on a phone: the screen less the side padding. Saying
 * 100vw there makes a phone pick the next larger file for a picture 40 px narrower than the screen.
 */
export const PHONE_CONTENT_WIDTH = 'calc(100vw - 2.5rem)';

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 1.25rem;
  ${media.md} { padding: 0 2rem; }
`;

type Tone = 'light' | 'alt' | 'dark';

const tones: Record<Tone, string> = {
  light: `background: ${colors.surface}; color: ${colors.text};`,
  alt: `background: ${colors.surfaceAlt}; color: ${colors.text};`,
  dark: `background: ${colors.night}; color: ${colors.onDark}; h2, h3, h4 { color: ${colors.onDark}; }`,
};

export const Section = styled.section<{ $tone?: Tone }>`
  padding: 3.5rem 0;
  ${media.md} { padding: 5rem 0; }
  ${({ $tone = 'light' }) => tones[$tone]}
`;

const HeadingBlock = styled.header<{ $center: boolean }>`
  max-width: 760px;
  margin: ${({ $center }) => ($center ? '0 auto 2.5rem' : '0 0 2.5rem')};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  h2 { font-size: clamp(1.6rem, 3vw, 2.3rem); }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.14em;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${colors.copperDark};
  margin-bottom: 0.5rem;
`;

const Lead = styled.p`
  font-size: 1.1rem;
  color: inherit;
  opacity: 0.85;
`;

export function SectionHeading(props: {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  center?: boolean;
  id?: string;
}) {
  return (
    <HeadingBlock $center={props.center ?? false}>
      {props.eyebrow ? <Eyebrow>{props.eyebrow}</Eyebrow> : null}
      <h2 id={props.id}>{props.title}</h2>
      {props.lead ? <Lead>{props.lead}</Lead> : null}
    </HeadingBlock>
  );
}

/** Columns at least `$min` wide; with `$stretch` a short row widens to the full width instead of leaving empty tracks. */
export const Grid = styled.div<{ $min?: string; $stretch?: boolean }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(${({ $stretch }) => ($stretch ? 'auto-fit' : 'auto-fill')}, minmax(min(100%, ${({ $min = '260px' }) => $min}), 1fr));
`;
