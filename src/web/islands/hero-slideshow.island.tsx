import { HeroSlideshow } from '../pages/home/components/hero-slideshow.tsx';
import { SLIDE_INTERVAL_MS } from '../pages/home/slideshow-index.ts';
import { defineIsland } from './define-island.tsx';

// Half a slide early: the next image then has half an interval to arrive before it fades in.
export default defineIsland('hero-slideshow', HeroSlideshow, 'load', () => SLIDE_INTERVAL_MS / 2);
