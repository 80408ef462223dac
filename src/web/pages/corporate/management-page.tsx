import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/corporate/management');

export default function ManagementPage() {
  return <PageHero title="Management" />;
}
