import { PresentationButton } from '../components/layout/presentation-button.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('presentation-button', PresentationButton, 'interaction');
