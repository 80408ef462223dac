import { defineIsland } from '../../islands/define-island.tsx';
import { DesktopNav } from './desktop-nav.tsx';

export default defineIsland(DesktopNav);
