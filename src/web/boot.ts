import { PAGE_CHUNKS_ELEMENT_ID } from './page-chunks.ts';

/**
 * The page's only script tag. The server's HTML arrives complete and styled, so the code that
 * hydrates it is fetched once that HTML, and its hero image if it has one, has been painted: on a
 * slow phone connection it would otherwise share the bandwidth and the main thread with the text,
 * fonts and image the visitor is waiting for. Then every chunk the page needs is requested up front,
 * not one import round trip after another.
 */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve));

/** A frame callback runs just before a paint; the timeout lands just after it. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Starting a fetch costs the main thread a few milliseconds: a handful per task keeps each task short. */
async function preloadAll(hrefs: string[]) {
  for (let i = 0; i < hrefs.length; i += 4) {
    if (i > 0) await yieldToBrowser();
    const links = hrefs.slice(i, i + 4).map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      return link;
    });
    document.head.append(...links);
  }
}

/**
 * Evaluating all the hydration code in one go is one long task during which a tap goes unanswered;
 * the largest libraries are evaluated first, each in a task of its own.
 */
async function hydrate() {
  await preloadAll(JSON.parse(document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent ?? '[]') as string[]);
  await import('react-dom/client');
  await yieldToBrowser();
  await import('styled-components');
  await yieldToBrowser();
  await import('./entry-client.tsx');
}

/** Runs once the browser has reported its first contentful paint (or, without paint timing, after the first frame). */
function afterFirstPaint(run: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    void afterNextPaint().then(run);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Resolves once the page's hero image (the one the server marked high priority) has been decoded and
 * a frame has painted it, at once when there is none, and after 3 s at the latest.
 */
function heroShown(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero) return Promise.resolve();
  const shown = hero
    .decode()
    .catch(() => undefined)
    .then(afterNextPaint);
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
}

afterFirstPaint(() => void heroShown().then(hydrate));
