import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors/stock-information');

export default function StockInformationPage() {
  return <PageHero title="Stock Information" />;
}
