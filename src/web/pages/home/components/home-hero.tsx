import { keyframes, styled } from 'styled-components';
import type { ArticleListItem } from '../../../../shared/article.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { LineIcon } from '../../../../ui/line-icon.tsx';
import { Container } from '../../../../ui/layout.tsx';
import { homeHero } from '../../../content/home.ts';
import { colors, fonts, headerHeight, media } from '../../../../ui/styles/theme.ts';
import { HeroSlideshow } from './hero-slideshow.tsx';
import { HeroStrip } from './hero-strip.tsx';

const bounce = keyframes`
  0%, 20%, 50%, 80%, 100% { transform: translateY(0); }
  40% { transform: translateY(-10px); }
  60% { transform: translateY(-5px); }
`;

const Hero = styled.header`
  position: relative;
  min-height: calc(100svh - ${headerHeight});
  display: flex;
  flex-direction: column;
  color: #fff;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(14, 26, 36, 0.55) 0%, rgba(14, 26, 36, 0.7) 60%, rgba(14, 26, 36, 0.88) 100%);
  }
`;

/** The hero's centre, above the strip along its lower edge; the scroll cue sits at its foot. */
const Stage = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
`;

const Content = styled(Container)`
  position: relative;
  z-index: 1;
  padding-top: 3rem;
  padding-bottom: 5.5rem;
  ${media.md} { padding-top: 3rem; padding-bottom: 5rem; }
  text-align: center;
  h1 { color: #fff; font-size: clamp(2rem, 6vw, 3.75rem); max-width: 980px; margin: 1.25rem auto 1rem; text-wrap: balance; }
  p { font-size: clamp(1.05rem, 2vw, 1.25rem); color: ${colors.onDark}; max-width: 760px; margin: 0 auto 2rem; }
`;

const Mark = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  font-family: ${fonts.heading};
  font-weight: 700;
  font-size: 0.9rem;
  color: ${colors.copperLight};
  span { letter-spacing: 0.22em; }
  svg { width: 72px; height: 72px; ${media.md} { width: 88px; height: 88px; } }
`;

const ScrollCue = styled.a`
  position: absolute;
  z-index: 1;
  left: 50%;
  bottom: 1.25rem;
  margin-left: -22px;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 2px solid rgba(255, 255, 255, 0.7);
  border-radius: 999px;
  color: #fff;
  animation: ${bounce} 2s infinite;
  &:hover { color: ${colors.copperLight}; }
  ${media.reducedMotion} { animation: none; }
`;

/**
 * Home section 1: full-screen slideshow, company mark, the headline (the page's h1) and the way in, with
 * the share price and the latest releases along its lower edge.
 */
export function HomeHero(props: { releases: ArticleListItem[] | null }) {
  return (
    <Hero>
      <HeroSlideshow />
      <Stage>
        <Content>
          <Mark>
            <svg viewBox="0 0 40 40" role="img" aria-label="District Copper Corp. logo">
              <polygon points="20,2 36,11 36,29 20,38 4,29 4,11" fill={colors.copper} />
              <text x="20" y="26" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
                Cu
              </text>
            </svg>
            <span aria-hidden="true">DISTRICT COPPER</span>
          </Mark>
          <h1>{homeHero.headline}</h1>
          <p>{homeHero.paragraph}</p>
          <ButtonLink href="/projects">View Projects</ButtonLink>
        </Content>
        <ScrollCue href="#competitive-advantages" aria-label="Scroll down to Our Competitive Advantages">
          <LineIcon strokeWidth={2.5}>
            <path d="M6 9l6 6 6-6" />
          </LineIcon>
        </ScrollCue>
      </Stage>
      <HeroStrip releases={props.releases} />
    </Hero>
  );
}
