import { escapeHtml } from '../shared/escape-html.ts';
import { imageSrcSet, photoSrcSet } from '../shared/image-catalog.ts';
import { serializeJson } from '../shared/json-script.ts';
import type { PageMeta } from './route-meta.ts';
import { PRELOADED_FONTS } from '../ui/styles/fonts.ts';
import { COMPANY_NAME, SOCIAL_CARD } from '../shared/site.ts';


/**
 * The per-page part of <head>, written by the server before the body streams. `photos`: the slots holding
 * an uploaded photograph, so the LCP preload names the file the page shows.
 */
export function renderHeadTags(meta: PageMeta, absoluteUrl: string, siteUrl: string, photos: Record<string, string> = {}): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.lcpImage) {
    // AVIF only: every browser that preloads with imagesrcset decodes it, and `type` makes others skip it.
    const photo = photos[meta.lcpImage.name];
    const srcset = escapeHtml(photo ? photoSrcSet(meta.lcpImage.name, photo, 'avif') : imageSrcSet(meta.lcpImage.name, 'avif'));
    tags.push(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${escapeHtml(meta.lcpImage.sizes)}" fetchpriority="high">`,
    );
  }
  for (const font of PRELOADED_FONTS) tags.push(`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`);
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  if (meta.noindex) {
    tags.push('<meta name="robots" content="noindex, nofollow">');
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(absoluteUrl)}">`);
  }
  tags.push(
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(absoluteUrl)}">`,
    `<meta property="og:site_name" content="${escapeHtml(COMPANY_NAME)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
  );
  if (meta.description) {
    tags.push(
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    );
  }
  const image: string = meta.image ?? SOCIAL_CARD.path;
  tags.push(`<meta property="og:image" content="${escapeHtml(image.startsWith('/') ? `${siteUrl}${image}` : image)}">`);
  // A page's own picture has no size known here; the social card's is fixed.
  if (image === SOCIAL_CARD.path) {
    tags.push(`<meta property="og:image:width" content="${SOCIAL_CARD.width}">`, `<meta property="og:image:height" content="${SOCIAL_CARD.height}">`);
  }
  tags.push(`<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt ?? (image === SOCIAL_CARD.path ? SOCIAL_CARD.alt : meta.title))}">`);
  // Feed readers and calendar apps find the releases and the events from any page.
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${COMPANY_NAME} press releases`)}" href="${siteUrl}/feed.xml">`,
    `<link rel="alternate" type="text/calendar" title="${escapeHtml(`${COMPANY_NAME} events`)}" href="${siteUrl}/events.ics">`,
  );
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${serializeJson(meta.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** GA4 loads only when a measurement ID is configured; the bootstrap is a file so CSP can forbid inline script. */
export function analyticsTags(measurementId: string | null): string {
  if (!measurementId) return '';
  const id = encodeURIComponent(measurementId);
  return `\n    <script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>\n    <script defer src="/ga-init.js" data-ga-id="${escapeHtml(measurementId)}"></script>`;
}
