import { HeroSlideshow } from '../pages/home/components/hero-slideshow.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('hero-slideshow', HeroSlideshow);
