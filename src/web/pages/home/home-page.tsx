import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/');

export default function HomePage() {
  return <PageHero title="Meeting North America's Copper and Critical Minerals Demand" />;
}
