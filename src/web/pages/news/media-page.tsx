import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigation, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { type ArticleListPage, articleListQuery } from '../../../shared/article.ts';
import { NEWS_LIST_PATH, NEWS_PAGE_SIZE, newsListHref, newsListRedirect } from '../../../shared/news-list.ts';
import { NewsListItem } from '../../components/news/news-list-item.tsx';
import { NewsPagination } from '../../components/news/news-pagination.tsx';
import { NewsSkeleton } from '../../components/news/news-skeleton.tsx';
import { YearFilter } from '../../components/news/year-filter.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container, Section } from '../../components/ui/layout.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { pressReleasesHero } from '../../content/press-releases.ts';
import { dataSource } from '../../data/data-source.ts';
import { staticHandle } from '../../route-meta.ts';
import { colors } from '../../styles/theme.ts';

export const handle = staticHandle('/investors/media');


const List = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 900px;
`;

const Empty = styled.div`
  max-width: 900px;
  padding: 3rem 1.5rem;
  text-align: center;
  border: 1px dashed ${colors.line};
  p { color: ${colors.muted}; margin-bottom: 1.25rem; }
`;

type LoaderData = ArticleListPage & { page: number; year: number | null };

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderData | Response> {
  const params = new URL(request.url).searchParams;
  const asked = { page: params.get('page'), year: params.get('year') };
  const query = articleListQuery({ page: asked.page ?? undefined, year: asked.year ?? undefined }, NEWS_PAGE_SIZE);
  const list = await dataSource(context).listArticles({ ...query, limit: NEWS_PAGE_SIZE });
  // The server answers most of these before rendering; this covers navigation in the browser.
  const redirectTo = newsListRedirect(asked, list.years, (year) => (year === query.year ? list.total : Number.POSITIVE_INFINITY));
  if (redirectTo) throw redirect(redirectTo, 301);
  return { ...list, page: query.page, year: query.year };
}

export default function MediaPage() {
  const { items: shown, years, total, page, year } = useLoaderData() as LoaderData;
  const [, setParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === NEWS_LIST_PATH;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const select = (next: number | null) =>
    setParams(next === null ? {} : { year: String(next) }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHero {...pressReleasesHero} />
      <Section>
        <Container>
          <YearFilter years={years} selected={year} onSelect={select} />
          {loading ? (
            <NewsSkeleton />
          ) : shown.length === 0 ? (
            <Empty>
              <h2>No Articles Found</h2>
              <p>{year === null ? 'No press releases are currently available.' : `No press releases found for ${year}.`}</p>
              {year === null ? null : (
                <ButtonLink to={NEWS_LIST_PATH} replace preventScrollReset>
                  View all articles
                </ButtonLink>
              )}
            </Empty>
          ) : (
            <>
              <List>
                {shown.map((article) => (
                  <NewsListItem key={article.slug} article={article} />
                ))}
              </List>
              <NewsPagination page={page} pages={pages} href={(next) => newsListHref(next, year)} />
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
