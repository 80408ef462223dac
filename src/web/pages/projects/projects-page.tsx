import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects');

export default function ProjectsPage() {
  return <PageHero title="OUR STRATEGIC PROJECTS" />;
}
