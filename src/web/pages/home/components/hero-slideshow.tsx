import { keyframes, styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { heroImages } from '../../../content/home.ts';
import type { ImageName } from '../../../../shared/image-catalog.ts';
import { SLIDESHOW_PROPS, type SlideState, slideAttributes } from '../../../enhancements/hero-slideshow.ts';
import { media } from '../../../../ui/styles/theme.ts';
import { SLIDE_FADE_MS, SLIDE_ZOOM_MS } from '../slideshow-index.ts';

const zoom = keyframes`from { transform: scale(1); } to { transform: scale(1.12); }`;

const Slides = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: #1f3342;
`;

/** Fades in while active, out while leaving; zooms from the moment it shows until it is idle again. */
const Slide = styled.div`
  position: absolute;
  inset: 0;
  opacity: 0;
  transition: opacity ${SLIDE_FADE_MS}ms ease-in-out;
  &[data-state='active'] { opacity: 1; }
  picture, img { width: 100%; height: 100%; }
  img { object-fit: cover; animation: ${zoom} ${SLIDE_ZOOM_MS}ms linear forwards; }
  &[data-state='idle'] img { animation: none; }
  ${media.reducedMotion} {
    transition: none;
    img { animation: none; }
  }
`;

function HeroSlide(props: { image: ImageName; state: SlideState }) {
  return (
    <Slide data-slide={props.image} {...slideAttributes(props.state)}>
      <Picture name={props.image} alt="" sizes="100vw" priority={props.state === 'active'} />
    </Slide>
  );
}

/**
 * The hero's background: six images cross-fading every 5 s with a slow zoom (enhancements/hero-slideshow.ts
 * runs it). The first is the LCP image, server-rendered and eager; the others wait in templates until each
 * is next, so the first visit downloads one hero image, not six.
 */
export function HeroSlideshow() {
  return (
    <Slides data-testid="hero-slideshow" data-active="0" aria-hidden="true" {...SLIDESHOW_PROPS}>
      {heroImages.map((image, index) =>
        index === 0 ? (
          <HeroSlide key={image} image={image} state="active" />
        ) : (
          <template key={image}>
            <HeroSlide image={image} state="idle" />
          </template>
        ),
      )}
    </Slides>
  );
}
