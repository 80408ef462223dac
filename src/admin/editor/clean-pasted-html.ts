import { isSiteImage } from '../../shared/site-image.ts';

/** Attributes that carry meaning; everything else Word and web pages paste (class, style, lang, width…) is dropped. */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan']);
/** Elements whose content is never article text. */
const DROPPED_ELEMENTS = 'style, script, meta, link, title, xml, template, iframe, object';
const ORDERED_MARKER = /^\s*(?:\d+|[a-z]{1,3})[.)]/i;
/**
 * A bullet typed as text: Word's Symbol-font "·", "o" and "§", and newswire bullets, followed by space.
 * Exported for the unit tests that hold the glyphs each source writes.
 */
export const BULLET_GLYPH = /^[\s\u00a0]*(?:[•·▪▫◦‣●○■□➢➤►✓\u2043\u2219\uf0b7\uf0a7§]|[-–—*o](?=[\s\u00a0]))[\s\u00a0]*/;

function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Text styling expressed in CSS (Google Docs, web pages) becomes real markup before styles are dropped. */
function keepStyledEmphasis(doc: Document): void {
  for (const element of doc.body.querySelectorAll<HTMLElement>('[style]')) {
    const { fontWeight, fontStyle } = element.style;
    const bold = fontWeight === 'bold' || Number(fontWeight) >= 600;
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: that is not bold text.
    if ((element.tagName === 'B' || element.tagName === 'STRONG') && (fontWeight === 'normal' || fontWeight === '400')) {
      unwrap(element);
      continue;
    }
    if (element.tagName === 'SPAN' && (bold || fontStyle === 'italic')) {
      let inner: Element = element;
      for (const tag of [bold ? 'strong' : null, fontStyle === 'italic' ? 'em' : null]) {
        if (!tag) continue;
        const wrapper = doc.createElement(tag);
        wrapper.append(...inner.childNodes);
        inner.append(wrapper);
        inner = wrapper;
      }
    }
  }
}

/**
 * Word writes list items as paragraphs styled `mso-list:l0 level1`, with the bullet or number as text
 * in a `mso-list:Ignore` span. Runs of them become real lists, numbered when their marker is a number.
 */
function rebuildWordLists(doc: Document): void {
  const items = [...doc.body.querySelectorAll<HTMLElement>('p[style*="mso-list"]')];
  let list: HTMLElement | null = null;
  for (const paragraph of items) {
    // Word wraps long attributes, so "mso-list:\r\nIgnore" is as common as "mso-list:Ignore".
    const marker = [...paragraph.querySelectorAll('[style]')].find((e) => /mso-list:\s*Ignore/i.test(e.getAttribute('style') ?? ''));
    const ordered = ORDERED_MARKER.test(marker?.textContent ?? '');
    marker?.remove();
    const previous = paragraph.previousElementSibling;
    const continues = list !== null && previous === list && (list.tagName === 'OL') === ordered;
    if (!continues) {
      list = doc.createElement(ordered ? 'ol' : 'ul');
      paragraph.before(list);
    }
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    list!.append(item);
    paragraph.remove();
  }
}

/** Removes a typed bullet glyph at the start of an element's text; true when there was one. */
function dropLeadingGlyph(element: Element): boolean {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.trim()) continue;
    const match = BULLET_GLYPH.exec(text);
    if (!match || match[0].trim() === '') return false;
    node.textContent = text.slice(match[0].length);
    return true;
  }
  return false;
}

/**
 * Newswire pages and Word documents without list styles write bullets as text ("• Assays pending"):
 * runs of such paragraphs become a real list, and a glyph left inside a list item goes (no double bullets).
 */
function rebuildTypedLists(doc: Document): void {
  for (const item of doc.body.querySelectorAll('li')) dropLeadingGlyph(item);
  let list: HTMLElement | null = null;
  for (const paragraph of [...doc.body.querySelectorAll('p, div')]) {
    if (paragraph.querySelector('p, div, table, ul, ol') || !dropLeadingGlyph(paragraph)) {
      list = null;
      continue;
    }
    if (!list || paragraph.previousElementSibling !== list) {
      list = doc.createElement('ul');
      paragraph.before(list);
    }
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    list.append(item);
    paragraph.remove();
  }
}

/** The page title is the article's one h1, so pasted headings shift into the h2-h4 the editor offers. */
function fitHeadings(doc: Document): void {
  for (const heading of doc.body.querySelectorAll('h1, h5, h6')) {
    const fitted = doc.createElement(heading.tagName === 'H1' ? 'h2' : 'h4');
    fitted.append(...heading.childNodes);
    heading.replaceWith(fitted);
  }
}

function stripAttributes(doc: Document): void {
  for (const element of doc.body.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      if (!KEPT_ATTRIBUTES.has(name)) element.removeAttribute(name);
    }
  }
}

/**
 * Cleans HTML pasted from Word or a newswire page before the editor parses it: comments, Office tags
 * (<o:p>, <w:…>), styles and class names go; headings, lists, links, emphasis and tables stay. Images
 * from other sites go too: the site shows only its own and uploaded images.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  removeComments(doc.body);
  for (const element of doc.body.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  // Namespaced Office elements (o:p, w:sdt, v:shape…) parse as elements whose name holds a colon.
  for (const element of [...doc.body.querySelectorAll('*')].filter((e) => e.tagName.includes(':'))) unwrap(element);
  for (const image of doc.body.querySelectorAll('img')) {
    if (!isSiteImage(image.getAttribute('src') ?? '')) image.remove();
  }
  keepStyledEmphasis(doc);
  rebuildWordLists(doc);
  rebuildTypedLists(doc);
  fitHeadings(doc);
  stripAttributes(doc);
  for (const element of doc.body.querySelectorAll('span, font')) unwrap(element);
  return doc.body.innerHTML;
}
