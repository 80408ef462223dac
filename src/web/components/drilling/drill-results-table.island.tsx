import { defineIsland } from '../../islands/define-island.tsx';
import { DrillResultsTable } from './drill-results-table.tsx';

export default defineIsland(DrillResultsTable);
