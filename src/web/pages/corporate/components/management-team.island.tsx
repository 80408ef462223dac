import { defineIsland } from '../../../islands/define-island.tsx';
import { ManagementTeam } from './management-team.tsx';

export default defineIsland(ManagementTeam, 'visible');
