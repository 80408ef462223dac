import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects/matachewan');

export default function MatachewanPage() {
  return <PageHero title="Matachewan Gold Project" />;
}
