import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = /^(https?:|mailto:)/i;
const ABSOLUTE_HTTP = /^https?:\/\//i;
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

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
  allowedSchemesByTag: { img: ['http', 'https'] },
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
      return { tagName, attribs: SAFE_IMAGE.test(src) ? { ...rest, src } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The single allowlist for article bodies (SPEC section 7). Used when the admin API stores HTML
 * and again on every render, so stored content never reaches a page unsanitized.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
