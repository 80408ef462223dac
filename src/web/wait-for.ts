/** Promises for the moments a page's scripts wait for: the window's load, a delay, an element nearing the viewport. */

/** Resolves once the window has loaded: the page's text, fonts and images. */
export function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

export const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the element comes within a screen of the viewport. */
export function nearViewport(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    // An island's <dc-island> is display: contents, with no box of its own: watch its first child.
    observer.observe(element.firstElementChild ?? element);
  });
}
