import { __PRIVATE__, type ServerStyleSheet } from 'styled-components';

/** Marks the page's one <style>: every rule its server render used. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * Each component's class names in the server's CSS, as styled-components marks them
 * (`data-styled.g12[id="sc-abc"]{content:"xyz,"}`).
 */
const NAMES_MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/**
 * The server render's styles as a <style> element the browser's styled-components does not take over.
 * Its own tag (data-styled) would be: the first island to hydrate would move every rule of the page into
 * a new sheet one insertRule at a time and remove this one, restyling and laying out the whole page in
 * the task of a visitor's first tap. The rules stay here instead, and adoptServerStyles tells the browser
 * which classes they already define.
 */
export function serverStyleTag(sheet: ServerStyleSheet): string {
  const css = sheet.instance.toString();
  return css ? `<style ${SERVER_STYLES_ATTRIBUTE}>${css}</style>` : '';
}

let adopted = false;

/**
 * Registers the classes the server's styles define with the browser's styled-components, once, before an
 * island first renders: hydrating then adds no rule the page already has. Components rendered only in the
 * browser (a dialog once opened, a new state's class) still add theirs, after the server's.
 */
export function adoptServerStyles(root: Document): void {
  if (adopted) return;
  adopted = true;
  const css = root.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)?.textContent ?? '';
  for (const [, id, names] of css.matchAll(NAMES_MARKER)) {
    for (const name of names!.split(',')) if (name) __PRIVATE__.mainSheet.registerName(id!, name);
  }
}
