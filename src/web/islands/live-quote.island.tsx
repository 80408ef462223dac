import { LiveQuote } from '../components/stock/live-quote.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('live-quote', LiveQuote);
