import { AdvantageRows } from '../pages/home/components/advantage-rows.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('advantage-rows', AdvantageRows, 'visible');
