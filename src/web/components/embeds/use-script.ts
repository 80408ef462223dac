import { useEffect } from 'react';

/**
 * Adds a third-party script to <head> while `active`, once per URL. With `removeOnCleanup` the tag is
 * taken out again when the component leaves (the contact page's form embed lives in <head> only while it shows).
 */
export function useScript(src: string | null, active: boolean, removeOnCleanup = false): void {
  useEffect(() => {
    if (!src || !active) return;
    let script = document.head.querySelector<HTMLScriptElement>(`script[data-embed-src="${CSS.escape(src)}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.embedSrc = src;
      document.head.appendChild(script);
    }
    return () => {
      if (removeOnCleanup) script?.remove();
    };
  }, [src, active, removeOnCleanup]);
}
