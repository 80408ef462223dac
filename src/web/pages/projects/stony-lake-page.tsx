import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects/stony-lake');

export default function StonyLakePage() {
  return <PageHero title="Stony Lake Gold Project" />;
}
