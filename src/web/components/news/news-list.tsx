import { styled } from 'styled-components';
import type { ArticleListItem } from '../../../shared/article.ts';
import { NEWS_LIST_PATH, NEWS_PAGE_SIZE, newsListHref } from '../../../shared/news-list.ts';
import { NEWS_RESULTS_ATTRIBUTE } from '../../enhancements/news-year-links.ts';
import { colors } from '../../../ui/styles/theme.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { NewsListItem } from './news-list-item.tsx';
import { NewsPagination } from './news-pagination.tsx';
import { NewsSkeleton } from './news-skeleton.tsx';
import { YearFilter } from './year-filter.tsx';

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

export interface NewsListProps {
  items: ArticleListItem[];
  years: number[];
  total: number;
  page: number;
  year: number | null;
}

/**
 * The press release list with its year filter, rendered by the server alone: the year chips are links to
 * each year's list. While a chosen year loads, the loader swaps the list for its placeholders
 * (enhancements/news-year-links.ts).
 */
export function NewsList(props: NewsListProps) {
  const { items, years, total, page, year } = props;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  return (
    <>
      <YearFilter years={years} selected={year} />
      <NewsSkeleton hidden />
      <div {...{ [NEWS_RESULTS_ATTRIBUTE]: '' }}>
        {items.length === 0 ? (
          <Empty>
            <h2>No Articles Found</h2>
            <p>{year === null ? 'No press releases are currently available.' : `No press releases found for ${year}.`}</p>
            {year === null ? null : <ButtonLink href={NEWS_LIST_PATH}>View all articles</ButtonLink>}
          </Empty>
        ) : (
          <>
            <List>
              {items.map((article) => (
                <NewsListItem key={article.slug} article={article} />
              ))}
            </List>
            <NewsPagination page={page} pages={pages} href={(next) => newsListHref(next, year)} />
          </>
        )}
      </div>
    </>
  );
}
