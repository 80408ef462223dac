import type { PublicArticle } from '../../../shared/article.ts';
import { isoInZone, releaseDayStart } from '../../../shared/company-time.ts';
import { COMPANY_NAME, SOCIAL_CARD } from '../../../shared/site.ts';
import { isSiteImage } from '../../../shared/site-image.ts';

/** The picture a release is shared with: its featured image, or the site's social card. */
export function articleImage(article: PublicArticle): string {
  return article.featuredImage && isSiteImage(article.featuredImage) ? article.featuredImage : SOCIAL_CARD.path;
}

/**
 * schema.org NewsArticle for search engines; the company is both author and publisher. Dates carry the
 * company's offset (a release's date is a calendar day in its zone); a correction is the last modification.
 */
export function articleJsonLd(article: PublicArticle, url: string, zone: string): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: COMPANY_NAME, logo: { '@type': 'ImageObject', url: new URL('/logo.svg', url).href } };
  const published = isoInZone(releaseDayStart(article.date, zone), zone);
  const corrected = article.corrections.at(-1);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.description,
    datePublished: published,
    dateModified: corrected ? isoInZone(corrected.at, zone) : published,
    author: { '@type': 'Organization', name: COMPANY_NAME },
    publisher: organization,
    image: new URL(articleImage(article), url).href,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
