import { nearViewport, pageLoaded } from '../wait-for.ts';

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
  const frames = root.querySelectorAll<HTMLElement>(`[${EMBED_SCRIPT_ATTRIBUTE}]`);
  for (const frame of frames) {
    void pageLoaded()
      .then(() => nearViewport(frame))
      .then(() => addEmbedScript(frame.getAttribute(EMBED_SCRIPT_ATTRIBUTE)!));
  }
}
