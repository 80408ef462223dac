import { ManagementTeam } from '../pages/corporate/components/management-team.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('management-team', ManagementTeam, 'visible');
