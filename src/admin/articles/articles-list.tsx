import type { AdminArticlesState } from './use-admin-articles.ts';
import { type ArticleActions, ArticleListItem } from './article-list-item.tsx';
import { ItemList, ListMessage, Panel } from '../components/form-styles.ts';

/** The Articles column: loading, failure, empty, or every article newest first. */
export function ArticlesList({ state, ...actions }: { state: AdminArticlesState } & ArticleActions) {
  const { articles, error } = state;
  // Statuses are judged against one instant per render, so a list never mixes two clocks.
  const now = new Date();
  return (
    <Panel as="section" aria-labelledby="articles-heading" aria-busy={articles === null && !error}>
      <h2 id="articles-heading">Articles</h2>
      {error ? (
        <ListMessage role="alert" $error>
          {error}
        </ListMessage>
      ) : articles === null ? (
        <ListMessage role="status">Loading articles...</ListMessage>
      ) : articles.length === 0 ? (
        <ListMessage>No articles yet. Create your first article!</ListMessage>
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
