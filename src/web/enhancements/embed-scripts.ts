import { pageLoaded } from '../page-loaded.ts';

const EMBED_SCRIPT_ATTRIBUTE = 'data-embed-script';

/** Spread on a provider's form frame: on a server-rendered page the loader adds its script (loadEmbedScriptsNearFrames). */
export const embedScriptProps = (src: string) => ({ [EMBED_SCRIPT_ATTRIBUTE]: src });

/** Adds a third-party script to <head>, once per URL. */
export function addEmbedScript(src: string): void {
  if (document.head.querySelector(`script[data-embed-src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.embedSrc = src;
  document.head.appendChild(script);
}

/**
 * The provider's script for the page's form frames, once the page has loaded and a frame is within a
 * screen of the viewport: a page whose form is far down loads no third-party code until a visitor nears
 * it. Plain DOM, as the frame itself is server HTML; the script leaves with the page.
 */
export function loadEmbedScriptsNearFrames(root: ParentNode): void {
  const frames = root.querySelectorAll(`[${EMBED_SCRIPT_ATTRIBUTE}]`);
  if (frames.length === 0) return;
  void pageLoaded().then(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (!isIntersecting) continue;
          observer.unobserve(target);
          addEmbedScript(target.getAttribute(EMBED_SCRIPT_ATTRIBUTE)!);
        }
      },
      { rootMargin: '100% 0px' },
    );
    for (const frame of frames) observer.observe(frame);
  });
}
