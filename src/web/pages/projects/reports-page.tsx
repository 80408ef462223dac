import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects/reports');

export default function ReportsPage() {
  return <PageHero title="Technical Reports" />;
}
