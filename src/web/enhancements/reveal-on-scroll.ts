/**
 * Scroll-driven entrances that run once. The server renders every element in place ('static'), so a page
 * reads without JavaScript; an element the visitor has not reached yet waits hidden ('waiting') and
 * enters once it scrolls into view ('shown'). Content on screen or already scrolled past, and everything
 * when motion is reduced, is never hidden.
 */
export type RevealPhase = 'static' | 'waiting' | 'shown';

const REVEAL_ATTRIBUTE = 'data-reveal';

/** Spread on an element that enters by itself, or on a group whose children enter together (see revealStyle). */
export const REVEAL_PROPS = { [REVEAL_ATTRIBUTE]: 'static' satisfies RevealPhase };

/** The CSS selector for an element of REVEAL_PROPS in `phase`. */
export const revealSelector = (phase: RevealPhase) => `[${REVEAL_ATTRIBUTE}='${phase}']`;

/** An element enters once it is this fraction of the screen's height up from its bottom, so the visitor sees it move. */
const ENTRANCE_LINE = 0.1;

/**
 * Calls `onPhase` as each element first waits below the fold and then reaches the viewport. The
 * observer's first report decides: only an element wholly below the viewport waits. Returns a stop.
 */
export function observeReveal(elements: Iterable<Element>, onPhase: (element: Element, phase: 'waiting' | 'shown') => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const waiting = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect, rootBounds } of entries) {
        // The viewport's bottom from the observer's own measure: window.innerHeight would make the browser
        // restyle the page first whenever anything has changed since its last frame.
        const viewportBottom = (rootBounds?.bottom ?? Number.POSITIVE_INFINITY) / (1 - ENTRANCE_LINE);
        if (isIntersecting || boundingClientRect.top < viewportBottom) {
          observer.unobserve(target);
          if (waiting.has(target)) onPhase(target, 'shown');
        } else if (!waiting.has(target)) {
          waiting.add(target);
          onPhase(target, 'waiting');
        }
      }
    },
    { rootMargin: `0px 0px -${ENTRANCE_LINE * 100}% 0px` },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/** The page's server-rendered entrances, as plain DOM: a page needs no React for them. */
export function revealOnScroll(root: ParentNode): void {
  observeReveal(root.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`), (element, phase) => element.setAttribute(REVEAL_ATTRIBUTE, phase));
}
