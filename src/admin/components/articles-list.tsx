import { styled } from 'styled-components';
import { colors } from '../../ui/styles/theme.ts';
import type { AdminArticlesState } from '../use-admin-articles.ts';
import { type ArticleActions, ArticleListItem } from './article-list-item.tsx';
import { ItemList, Panel } from './form-styles.ts';

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 1.5rem 0;
  text-align: center;
  color: ${({ $error }) => ($error ? colors.negative : colors.muted)};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
`;

/** The Articles column: loading, failure, empty, or every article newest first. */
export function ArticlesList({ state, ...actions }: { state: AdminArticlesState } & ArticleActions) {
  const { articles, error } = state;
  // Statuses are judged against one instant per render, so a list never mixes two clocks.
  const now = new Date();
  return (
    <Panel as="section" aria-labelledby="articles-heading" aria-busy={articles === null && !error}>
      <h2 id="articles-heading">Articles</h2>
      {error ? (
        <Message role="alert" $error>
          {error}
        </Message>
      ) : articles === null ? (
        <Message role="status">Loading articles...</Message>
      ) : articles.length === 0 ? (
        <Message>No articles yet. Create your first article!</Message>
      ) : (
        <ItemList>
          {articles.map((article) => (
            <ArticleListItem key={article.id} article={article} now={now} {...actions} />
          ))}
        </ItemList>
      )}
    </Panel>
  );
}
