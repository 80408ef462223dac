import { defineIsland } from '../../islands/define-island.tsx';
import { PresentationRequest } from './presentation-request.tsx';

export default defineIsland(PresentationRequest);
