import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects/eaglehead');

export default function EagleheadPage() {
  return <PageHero title="Eaglehead Project" />;
}
