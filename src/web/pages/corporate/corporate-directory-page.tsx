import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/corporate/corporate-directory');

export default function CorporateDirectoryPage() {
  return <PageHero title="Corporate Directory" />;
}
