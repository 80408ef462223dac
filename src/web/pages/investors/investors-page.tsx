import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors');

export default function InvestorsPage() {
  return <PageHero title="Investors" />;
}
