import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { isRouteHandle } from '../../route-meta.ts';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** SPEC: the page scrolls smoothly to the top on every navigation (instantly when motion is reduced). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}

/** Keeps document.title in step with the deepest route's meta after client-side navigation. */
export function DocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    for (let i = matches.length - 1; i >= 0; i--) {
      const match = matches[i]!;
      if (isRouteHandle(match.handle)) {
        document.title = match.handle.meta({ data: match.loaderData, pathname, origin: window.location.origin }).title;
        return;
      }
    }
  }, [matches, pathname]);
  return null;
}

/** SPEC: a page view per route change. The bootstrap file defines gtag only when analytics is configured. */
export function PageViewReporter() {
  const location = useLocation();
  useEffect(() => {
    window.gtag?.('event', 'page_view', {
      page_path: location.pathname + location.search,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [location.pathname, location.search]);
  return null;
}
