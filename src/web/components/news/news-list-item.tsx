import { styled } from 'styled-components';
import type { ArticleListItem } from '../../../shared/article.ts';
import { colors } from '../../../ui/styles/theme.ts';
import { Card } from '../../../ui/card.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { ReleaseDate } from './release-date.tsx';

const Item = styled(Card)`
  h2 { font-size: 1.3rem; margin: 0.75rem 0 0.5rem; }
  h2 a { color: ${colors.ink}; text-decoration: none; }
  h2 a:hover { color: ${colors.copperDark}; }
  p { color: ${colors.text}; margin-bottom: 0.75rem; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  color: ${colors.muted};
  font-size: 0.9rem;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.9rem;
  color: ${colors.muted};
  a { color: ${colors.copperDark}; font-weight: 700; }
`;

/** One press release in the news list: category, date, title, description, source and a link to it. */
export function NewsListItem({ article }: { article: ArticleListItem }) {
  const href = `/articles/${article.slug}`;
  return (
    <Item>
      <Meta>
        <CategoryBadge>{article.category}</CategoryBadge>
        <ReleaseDate date={article.date} />
      </Meta>
      <h2>
        <a href={href}>{article.title}</a>
      </h2>
      <p>{article.description}</p>
      <Footer>
        <span>Source: {article.source}</span>
        <a href={href} aria-label={`Read Article: ${article.title}`}>
          Read Article →
        </a>
      </Footer>
    </Item>
  );
}
