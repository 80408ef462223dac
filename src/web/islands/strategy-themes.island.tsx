import { StrategyThemes } from '../pages/corporate/components/strategy-themes.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('strategy-themes', StrategyThemes, 'visible');
