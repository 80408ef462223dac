import type { PublicArticle } from '../../../shared/article.ts';
import { COMPANY_NAME } from '../../../shared/site.ts';
import { isSiteImage } from '../../../shared/site-image.ts';

/** schema.org NewsArticle for search engines; the company is both author and publisher. */
export function articleJsonLd(article: PublicArticle, url: string): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: COMPANY_NAME, logo: { '@type': 'ImageObject', url: new URL('/logo.svg', url).href } };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    author: { '@type': 'Organization', name: COMPANY_NAME },
    publisher: organization,
    ...(article.featuredImage && isSiteImage(article.featuredImage) ? { image: new URL(article.featuredImage, url).href } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
