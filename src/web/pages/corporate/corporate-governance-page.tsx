import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/corporate/corporate-governance');

export default function CorporateGovernancePage() {
  return <PageHero title="Corporate Governance" />;
}
