import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type ArticleListPage, articleListQuery } from '../../../shared/article.ts';
import { NEWS_PAGE_SIZE } from '../../../shared/news-list.ts';
import { NewsList } from '../../components/news/news-list.tsx';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { pressReleasesHero } from '../../content/press-releases.ts';
import { dataSource } from '../../data/data-source.ts';

type LoaderData = ArticleListPage & { page: number; year: number | null };

// The server renders only the list's canonical URLs: a year or page with nothing to show was redirected before.
export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const params = new URL(request.url).searchParams;
  const query = articleListQuery({ page: params.get('page') ?? undefined, year: params.get('year') ?? undefined }, NEWS_PAGE_SIZE);
  const list = await dataSource(context).listArticles({ ...query, limit: NEWS_PAGE_SIZE });
  return { ...list, page: query.page, year: query.year };
}

export default function MediaPage() {
  const { items, years, total, page, year } = useLoaderData() as LoaderData;
  return (
    <>
      <PageHero {...pressReleasesHero} />
      <Section>
        <Container>
          <NewsList items={items} years={years} total={total} page={page} year={year} />
        </Container>
      </Section>
    </>
  );
}
