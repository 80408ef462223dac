import { LeadFormFrame } from '../components/embeds/lead-form-frame.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('lead-form-frame', LeadFormFrame, 'visible');
