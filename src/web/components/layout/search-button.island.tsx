import { defineIsland } from '../../islands/define-island.tsx';
import { SearchButton } from './search-button.tsx';

export default defineIsland(SearchButton);
