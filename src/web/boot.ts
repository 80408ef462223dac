import { PAGE_CHUNKS_ELEMENT_ID } from './page-chunks.ts';

/**
 * The page's only script tag. The server's HTML arrives complete and styled, so the code that
 * hydrates it is fetched once that HTML has been painted: on a slow phone connection it would
 * otherwise share the bandwidth with the text, fonts and hero image the visitor is waiting for.
 * Then every chunk the page needs is requested at once, not one import round trip after another.
 */
function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

function hydrate() {
  const chunks = JSON.parse(document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent ?? '[]') as string[];
  for (const href of chunks) preload(href);
  void import('./entry-client.tsx');
}

/** Runs once the browser has reported its first contentful paint (or, without paint timing, after the first frame). */
function afterFirstPaint(run: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstPaint(hydrate);
