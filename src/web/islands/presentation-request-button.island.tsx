import { PresentationRequestButton } from '../components/embeds/presentation-request-button.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('presentation-request-button', PresentationRequestButton, 'interaction');
