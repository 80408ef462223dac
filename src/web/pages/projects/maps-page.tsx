import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects/maps');

export default function MapsPage() {
  return <PageHero title="Project Maps" />;
}
