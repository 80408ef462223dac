import { defineIsland } from '../../../islands/define-island.tsx';
import { PriceChart } from './price-chart.tsx';
import { historyWake } from './use-history-view.ts';

export default defineIsland(PriceChart, (props) => historyWake(props.initial));
