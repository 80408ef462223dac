import { PriceChart } from '../components/stock/price-chart/price-chart.tsx';
import { historyFirstWork } from '../components/stock/price-chart/use-history-view.ts';
import { defineIsland } from './define-island.tsx';

export default defineIsland('price-chart', PriceChart, 'load', (props) => historyFirstWork(props.initial));
