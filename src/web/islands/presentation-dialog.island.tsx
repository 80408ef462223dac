import { LazyPresentationDialog } from '../components/embeds/lazy-presentation-dialog.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('presentation-dialog', LazyPresentationDialog, 'interaction');
