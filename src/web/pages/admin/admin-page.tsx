import { PageHero } from '../../components/ui/page-hero.tsx';
import type { RouteHandle } from '../../route-meta.ts';
import { pageTitle } from '../../../shared/site.ts';

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('News Admin'), noindex: true }) };

export default function AdminPage() {
  return <PageHero title="Admin Login" />;
}
