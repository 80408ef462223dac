import { useEffect } from 'react';

/**
 * Marks the document once the page content has hydrated, not only the shell: the content sits in its
 * own Suspense boundary that React hydrates after the shell, in short slices. Tests wait for the mark.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
