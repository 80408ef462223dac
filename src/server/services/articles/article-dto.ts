import type { AdminArticle, ArticleCategory, ArticleListItem, PublicArticle } from '../../../shared/article.ts';
import type { Article } from '../../db/entities/article.entity.ts';
import { renderArticleBody } from './render-article-body.ts';

function articleFields(a: Article): Omit<PublicArticle, 'html'> {
  return {
    title: a.title,
    slug: a.slug,
    category: a.category as ArticleCategory,
    source: a.source,
    date: a.date.toISOString(),
    description: a.description,
    content: a.content,
    featuredImage: a.featuredImage ?? null,
    includeDisclaimer: a.includeDisclaimer,
  };
}

export function toArticleListItem(a: Pick<Article, 'title' | 'slug' | 'category' | 'source' | 'date' | 'description' | 'featuredImage' | 'includeDisclaimer'>): ArticleListItem {
  return {
    title: a.title,
    slug: a.slug,
    category: a.category as ArticleCategory,
    source: a.source,
    date: a.date.toISOString(),
    description: a.description,
    featuredImage: a.featuredImage ?? null,
    includeDisclaimer: a.includeDisclaimer,
  };
}

export function toPublicArticle(a: Article): PublicArticle {
  return { ...articleFields(a), html: renderArticleBody(a) };
}

export function toAdminArticle(a: Article): AdminArticle {
  return {
    ...articleFields(a),
    id: a.id,
    published: a.published,
    scheduledDate: a.scheduledDate ? a.scheduledDate.toISOString() : null,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
