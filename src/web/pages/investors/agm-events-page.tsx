import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors/agm-events');

export default function AgmEventsPage() {
  return <PageHero title="AGM and Upcoming Events" />;
}
