import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from './layout.tsx';
import { colors, media } from './styles/theme.ts';

const Hero = styled.header`
  position: relative;
  background: linear-gradient(135deg, ${colors.night} 0%, #1f3342 60%, ${colors.copperDark} 140%);
  color: ${colors.onDark};
  padding: 4rem 0 3rem;
  overflow: hidden;
  ${media.md} { padding: 6rem 0 4.5rem; }
  h1 { color: #fff; font-size: clamp(2rem, 5vw, 3.2rem); margin-bottom: 0.75rem; }
`;

const Subtitle = styled.p`
  font-size: 1.15rem;
  color: ${colors.onDarkMuted};
  max-width: 720px;
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.16em;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${colors.copperLight};
  margin-bottom: 0.75rem;
`;

export interface HeroBannerProps {
  title: ReactNode;
  eyebrow?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** A dark banner holding a screen's one <h1>, an optional line and actions. */
export function HeroBanner(props: HeroBannerProps) {
  return (
    <Hero>
      <Container>
        {props.eyebrow ? <Eyebrow>{props.eyebrow}</Eyebrow> : null}
        <h1>{props.title}</h1>
        {props.subtitle ? <Subtitle>{props.subtitle}</Subtitle> : null}
        {props.children}
      </Container>
    </Hero>
  );
}
