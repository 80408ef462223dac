import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors/media');

export default function MediaPage() {
  return <PageHero title="Press Releases & News" />;
}
