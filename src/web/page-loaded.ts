/** Resolves once the window has loaded: the page's text, fonts and images. */
export function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

export const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
