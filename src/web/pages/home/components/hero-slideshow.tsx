import { useEffect, useState } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { heroImages } from '../../../content/home.ts';
import { media } from '../../../styles/theme.ts';
import { nextSlide, SLIDE_FADE_MS, SLIDE_INTERVAL_MS, SLIDE_ZOOM_MS, slidesToLoad } from '../slideshow-index.ts';

const zoom = keyframes`from { transform: scale(1); } to { transform: scale(1.12); }`;

type SlideState = 'active' | 'leaving' | 'idle';

const COUNT = heroImages.length;

const Slides = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: #1f3342;
`;

const Slide = styled.div<{ $state: SlideState }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $state }) => ($state === 'active' ? 1 : 0)};
  transition: opacity ${SLIDE_FADE_MS}ms ease-in-out;
  picture, img { width: 100%; height: 100%; }
  img {
    object-fit: cover;
    ${({ $state }) =>
      $state === 'idle'
        ? css`animation: none;`
        : css`animation: ${zoom} ${SLIDE_ZOOM_MS}ms linear forwards;`}
  }
  ${media.reducedMotion} {
    transition: none;
    img { animation: none; }
  }
`;

/**
 * The hero's background: six images cross-fading every 5 s with a slow zoom. The first is the LCP
 * image, server-rendered and eager; each following image mounts only when it is next, so the first
 * visit downloads one hero image, not six.
 */
export function HeroSlideshow() {
  const [{ active, previous }, setShow] = useState<{ active: number; previous: number | null }>({ active: 0, previous: null });
  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    const advance = () => setShow((s) => ({ active: nextSlide(s.active, COUNT), previous: s.active }));
    let timer: number | undefined;
    // The first turn comes an interval after the page opened, however late the island woke, but never
    // sooner than half an interval after it did: the next image has that long to arrive.
    const first = window.setTimeout(
      () => {
        advance();
        timer = window.setInterval(advance, SLIDE_INTERVAL_MS);
      },
      Math.max(SLIDE_INTERVAL_MS / 2, SLIDE_INTERVAL_MS - performance.now()),
    );
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => setLoaded((l) => slidesToLoad(l, active, COUNT)), [active]);

  const stateOf = (index: number): SlideState => {
    if (index === active) return 'active';
    return index === previous ? 'leaving' : 'idle';
  };

  return (
    <Slides data-testid="hero-slideshow" data-active={active} aria-hidden="true">
      {heroImages.map((image, index) =>
        index <= loaded ? (
          <Slide key={image} $state={stateOf(index)} data-slide={image} data-active={index === active}>
            <Picture name={image} alt="" sizes="100vw" priority={index === 0} />
          </Slide>
        ) : null,
      )}
    </Slides>
  );
}
