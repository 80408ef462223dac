import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { PageSectionNav } from '../../../components/layout/page-section-nav.tsx';
import { Container } from '../../../../ui/layout.tsx';
import { strategyHero } from '../../../content/strategy.ts';
import { colors, headerHeight, sectionNavHeight } from '../../../../ui/styles/theme.ts';

const Hero = styled.header`
  position: relative;
  min-height: calc(100svh - ${headerHeight} - ${sectionNavHeight});
  display: flex;
  align-items: center;
  overflow: hidden;
  background: ${colors.night};
  color: #fff;
  > picture { position: absolute; inset: 0; }
  > picture img { width: 100%; height: 100%; object-fit: cover; }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, rgba(14, 26, 36, 0.9) 0%, rgba(14, 26, 36, 0.65) 100%);
  }
`;

const Content = styled(Container)`
  position: relative;
  z-index: 1;
  padding-top: 4rem;
  padding-bottom: 4rem;
  h1 { color: #fff; font-size: clamp(2.2rem, 6vw, 4rem); max-width: 900px; }
  p { font-size: clamp(1.05rem, 2vw, 1.3rem); color: ${colors.onDark}; max-width: 720px; margin: 0; }
`;

const Eyebrow = styled.span`
  display: block;
  margin-bottom: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.16em;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${colors.copperLight};
`;

/** The Management page's first screen: the hero (the page's h1) and the About Us section navigation at its foot. */
export function StrategyHero() {
  return (
    <>
      <Hero>
        <Picture name="hero-2" alt="" sizes="100vw" priority />
        <Content>
          <Eyebrow>{strategyHero.eyebrow}</Eyebrow>
          <h1>{strategyHero.title}</h1>
          <p>{strategyHero.subtitle}</p>
        </Content>
      </Hero>
      <PageSectionNav />
    </>
  );
}
