import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { type ArticleListPage, articleListQuery } from '../../../shared/article.ts';
import { NEWS_PAGE_SIZE } from '../../../shared/news-list.ts';
import { NewsList } from '../../components/news/news-list.tsx';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { pressReleasesHero } from '../../content/press-releases.ts';
import { dataSource } from '../../data/data-source.ts';
import { colors } from '../../../ui/styles/theme.ts';

// The feed, linked in every page's head too, said where a reader sees it.
const Follow = styled.p`
  margin: 2rem 0 0;
  color: ${colors.muted};
`;

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
      <Section aria-labelledby="releases-heading">
        <Container>
          <h2 id="releases-heading" className="visually-hidden">
            Press releases
          </h2>
          <NewsList items={items} years={years} total={total} page={page} year={year} />
          <Follow>
            Follow new releases in your feed reader: <a href="/feed.xml" type="application/rss+xml">RSS feed of press releases</a>
          </Follow>
        </Container>
      </Section>
    </>
  );
}
