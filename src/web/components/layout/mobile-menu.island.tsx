import { defineIsland } from '../../islands/define-island.tsx';
import { MobileMenu } from './mobile-menu.tsx';

export default defineIsland(MobileMenu);
