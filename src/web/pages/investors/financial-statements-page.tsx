import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors/financial-statements');

export default function FinancialStatementsPage() {
  return <PageHero title="Financial Statements" />;
}
