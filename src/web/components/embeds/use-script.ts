import { useEffect } from 'react';
import { addEmbedScript } from '../../enhancements/embed-scripts.ts';

/** Adds a third-party script to <head> once `active` (a dialog's form, the first time it opens), once per URL. */
export function useScript(src: string | null, active: boolean): void {
  useEffect(() => {
    if (src && active) addEmbedScript(src);
  }, [src, active]);
}
