import { defineIsland } from '../../../islands/define-island.tsx';
import { StatementBrowser } from './statement-browser.tsx';

export default defineIsland(StatementBrowser);
