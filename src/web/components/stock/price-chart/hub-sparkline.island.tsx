import { HubSparkline } from '../components/stock/price-chart/hub-sparkline.tsx';
import { historyFirstWork } from '../components/stock/price-chart/use-history-view.ts';
import { defineIsland } from './define-island.tsx';

export default defineIsland('hub-sparkline', HubSparkline, 'load', (props) => historyFirstWork(props.initial));
