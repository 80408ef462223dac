import { type LoaderFunctionArgs, useLoaderData, useNavigation, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PublicArticle } from '../../../shared/article.ts';
import { utcYear } from '../../../shared/format-date.ts';
import { NewsListItem } from '../../components/news/news-list-item.tsx';
import { NewsSkeleton } from '../../components/news/news-skeleton.tsx';
import { YearFilter } from '../../components/news/year-filter.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container, Section } from '../../components/ui/layout.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { dataSource } from '../../data/data-source.ts';
import { staticHandle } from '../../route-meta.ts';
import { colors } from '../../styles/theme.ts';

export const handle = staticHandle('/investors/media');

const PATH = '/investors/media';

type ListedArticle = Omit<PublicArticle, 'content' | 'html'>;

export async function loader({ context }: LoaderFunctionArgs) {
  const articles = await dataSource(context).listArticles();
  // Bodies are not shown in the list: keep them out of the hydration data.
  return { articles: articles.map(({ content: _c, html: _h, ...listed }): ListedArticle => listed) };
}

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

function parseYear(value: string | null): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

export default function MediaPage() {
  const { articles } = useLoaderData() as { articles: ListedArticle[] };
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH;

  const year = parseYear(params.get('year'));
  const years = [...new Set(articles.map((a) => utcYear(a.date)))].sort((a, b) => b - a);
  const shown = year === null ? articles : articles.filter((a) => utcYear(a.date) === year);
  const select = (next: number | null) =>
    setParams(next === null ? {} : { year: String(next) }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHero
        eyebrow="Investors"
        title="Press Releases & News"
        subtitle="Company announcements, project updates and regulatory news from District Copper Corp."
      />
      <Section>
        <Container>
          <YearFilter years={years} selected={year} onSelect={select} />
          {loading ? (
            <NewsSkeleton />
          ) : shown.length === 0 ? (
            <Empty>
              <h2>No Articles Found</h2>
              <p>{year === null ? 'No press releases are currently available.' : `No press releases found for ${year}.`}</p>
              {year === null ? null : <Button onClick={() => select(null)}>View all articles</Button>}
            </Empty>
          ) : (
            <List>
              {shown.map((article) => (
                <NewsListItem key={article.slug} article={article} />
              ))}
            </List>
          )}
        </Container>
      </Section>
    </>
  );
}
