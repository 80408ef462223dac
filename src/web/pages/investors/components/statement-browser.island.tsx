import { StatementBrowser } from '../pages/investors/components/statement-browser.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('statement-browser', StatementBrowser, 'interaction');
