import { DesktopNav } from '../components/layout/desktop-nav.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('desktop-nav', DesktopNav, 'interaction');
