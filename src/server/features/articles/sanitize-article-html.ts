import sanitizeHtml from 'sanitize-html';
import { isSiteImage } from '../../../shared/site-image.ts';

// A path on this site is kept (the checks flag one that leads nowhere); no whitespace or backslash, and no
// second slash, so it can never become a protocol-relative link to another host.
const SAFE_LINK = /^(?:https?:|mailto:|\/(?![/\\])[\w\-.~%!$&'()*+,;=:@/?#]*$)/i;
const ABSOLUTE_HTTP = /^https?:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4',
    'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'code', 'pre', 'hr',
    'figure', 'figcaption', 'sup', 'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Image sources are site paths only (shared/site-image.ts); they carry no scheme at all.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the article's one h1; deeper levels collapse into the allowed range.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Attributes the author set for target/rel are replaced: only our own values survive.
    a: (tagName, attribs) => {
      const { target: _t, rel: _r, ...rest } = attribs;
      const href = rest.href?.trim() ?? '';
      if (href && !SAFE_LINK.test(href)) delete rest.href;
      if (ABSOLUTE_HTTP.test(href)) return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const { src: _s, ...rest } = attribs;
      return { tagName, attribs: isSiteImage(src) ? { src, ...rest } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The single allowlist for article bodies: no script, event handler or javascript: URL survives it. Used when the admin API stores HTML
 * and again on every render, so stored content never reaches a page unsanitized.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).replace(LIST_ITEM_INDENT, '$1');
}

// Word pastes its bullets' tab as non-breaking spaces at the start of each item (inside its paragraph,
// or after a span the allowlist dropped): on the page they show as an indent after the bullet.
const LIST_ITEM_INDENT = /(<li>(?:\s*<p>)?)(?:\s|&nbsp;|&#160;|\u00a0)+/g;

/** Every image source in a piece of HTML, as written, so the API can name what the sanitizer would drop. */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemes: ['http', 'https', 'data'],
    transformTags: {
      img: (tagName, attribs) => {
        sources.push(attribs.src?.trim() ?? '');
        return { tagName, attribs };
      },
    },
  });
  return sources;
}
