import { SectionNav } from '../components/layout/section-nav.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('section-nav', SectionNav);
