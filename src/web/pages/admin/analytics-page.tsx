import { PageHero } from '../../components/ui/page-hero.tsx';
import type { RouteHandle } from '../../route-meta.ts';
import { pageTitle } from '../../../shared/site.ts';

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('Analytics Dashboard'), noindex: true }) };

export default function AnalyticsPage() {
  return <PageHero title="Analytics Dashboard" />;
}
