import { data } from 'react-router-dom';
import { pageTitle } from '../../../shared/site.ts';
import type { RouteHandle } from '../../route-meta.ts';
import { NotFoundView } from '../../../ui/not-found-view.tsx';

export function loader() {
  return data(null, { status: 404 });
}

export const handle: RouteHandle = { meta: () => ({ title: pageTitle('Page Not Found'), noindex: true }) };

export default function NotFoundPage() {
  return <NotFoundView />;
}
