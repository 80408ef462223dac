/**
 * The one rule for images in articles: they come from this site (its own files under /images/ or
 * uploads under /media/), never from another origin. The article schema, the HTML sanitizer and the
 * Content-Security-Policy all read it, so an image the admin can save is an image visitors can see.
 */

/** A path on this site: one leading slash (not two, which would be another host), no spaces or quotes. */
export const SITE_IMAGE_PATTERN = '^/(?![/\\\\])[^\\s"\'<>\\\\]*$';
const SITE_IMAGE = new RegExp(SITE_IMAGE_PATTERN);

export const SITE_IMAGE_MESSAGE = 'Featured image must be an uploaded image or a site path starting with / (images from other websites are not shown)';
export const CONTENT_IMAGE_MESSAGE = 'Images in Content must be uploaded (images from other websites are not shown)';

export function isSiteImage(src: string): boolean {
  return SITE_IMAGE.test(src.trim());
}

const OTHER_SITE = /^(?:https?:)?[/\\]{2}/i;

/** An image from another website: refused with a message, where other broken sources are just dropped. */
export function isOtherSiteImage(src: string): boolean {
  return OTHER_SITE.test(src.trim());
}

/** CSP img-src: our origin, plus data: URLs the site's own components draw with; never author content. */
export const IMAGE_SOURCES = ["'self'", 'data:'] as const;
