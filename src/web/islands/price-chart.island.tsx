import { PriceChart } from '../components/stock/price-chart/price-chart.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('price-chart', PriceChart);
