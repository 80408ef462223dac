import { SearchButton } from '../components/layout/search-button.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('search-button', SearchButton, 'interaction');
