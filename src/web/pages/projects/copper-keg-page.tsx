import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects/copper-keg');

export default function CopperKegPage() {
  return <PageHero title="Copper Keg Project" />;
}
