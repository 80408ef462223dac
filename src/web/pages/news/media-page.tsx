import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { type ArticleListPage, articleListQuery } from '../../../shared/article.ts';
import { NEWS_PAGE_SIZE, newsListRedirect } from '../../../shared/news-list.ts';
import { NewsList } from '../../components/news/news-list.tsx';
import { Container, Section } from '../../components/ui/layout.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { pressReleasesHero } from '../../content/press-releases.ts';
import { dataSource } from '../../data/data-source.ts';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/investors/media');

type LoaderData = ArticleListPage & { page: number; year: number | null };

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderData | Response> {
  const params = new URL(request.url).searchParams;
  const asked = { page: params.get('page'), year: params.get('year') };
  const query = articleListQuery({ page: asked.page ?? undefined, year: asked.year ?? undefined }, NEWS_PAGE_SIZE);
  const list = await dataSource(context).listArticles({ ...query, limit: NEWS_PAGE_SIZE });
  // The server answers these before rendering a page it caches; a page it renders uncached (HTML_CACHE=off) gets them here.
  const redirectTo = newsListRedirect(asked, list.years, (year) => (year === query.year ? list.total : Number.POSITIVE_INFINITY));
  if (redirectTo) throw redirect(redirectTo, 301);
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
