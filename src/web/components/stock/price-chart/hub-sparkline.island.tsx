import { defineIsland } from '../../../islands/define-island.tsx';
import { HubSparkline } from './hub-sparkline.tsx';
import { historyWake } from './use-history-view.ts';

export default defineIsland(HubSparkline, (props) => historyWake(props.initial));
