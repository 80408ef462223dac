import { MarketDataPanel } from '../components/stock/market-data-panel.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('market-data-panel', MarketDataPanel);
