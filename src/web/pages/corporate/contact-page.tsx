import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/contact');

export default function ContactPage() {
  return <PageHero title="Contact Us" />;
}
