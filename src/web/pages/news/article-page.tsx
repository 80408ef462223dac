import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { PublicArticle } from '../../../shared/article.ts';
import { pageTitle } from '../../../shared/site.ts';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { dataSource } from '../../data/data-source.ts';
import type { RouteHandle } from '../../route-meta.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const article = await dataSource(context).getArticle(params.slug ?? '');
  return data({ article }, { status: article ? 200 : 404 });
}

type LoaderData = { article: PublicArticle | null };

export const handle: RouteHandle = {
  meta: ({ data }) => {
    const article = (data as LoaderData | undefined)?.article;
    return article
      ? { title: pageTitle(article.title), description: article.description, ogType: 'article' }
      : { title: pageTitle('Article Not Found') };
  },
};

export default function ArticlePage() {
  const { article } = useLoaderData() as LoaderData;
  return <PageHero title={article ? article.title : 'Article Not Found'} />;
}
