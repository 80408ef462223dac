import { StatCards } from '../pages/corporate/components/stat-cards.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('stat-cards', StatCards, 'visible');
