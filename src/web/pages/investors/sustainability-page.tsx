import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors/sustainability');

export default function SustainabilityPage() {
  return <PageHero title="Sustainability" />;
}
