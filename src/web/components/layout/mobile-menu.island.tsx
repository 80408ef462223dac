import { MobileMenu } from '../components/layout/mobile-menu.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('mobile-menu', MobileMenu, 'interaction');
