import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/corporate/disclaimer');

export default function DisclaimerPage() {
  return <PageHero title="Disclaimer" />;
}
