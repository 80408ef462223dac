import { NewsList } from '../components/news/news-list.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('news-list', NewsList, 'interaction');
