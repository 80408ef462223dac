import { PolicyTimeline } from '../pages/home/components/policy-timeline.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('policy-timeline', PolicyTimeline, 'visible');
