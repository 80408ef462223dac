import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/sources');

export default function SourcesPage() {
  return <PageHero title="Sources and References" />;
}
