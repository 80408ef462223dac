import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors/corporate-presentation');

export default function CorporatePresentationPage() {
  return <PageHero title="Corporate Presentation" />;
}
