import { styled } from 'styled-components';
import { type AdminArticle, articleStatus } from '../../shared/article.ts';
import { formatInZone } from '../../shared/company-time.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { useCompanyTimeZone } from '../config.ts';
import { ArticleAlertStatus, canResendAlerts } from './article-alert-status.tsx';
import { StatusBadge } from './status-badge.tsx';

const Item = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 1.1rem 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  min-width: 0;
  overflow-wrap: anywhere;
  h3 { font-size: 1.1rem; margin: 0; }
  p { margin: 0; }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.875rem;
  color: ${colors.muted};
`;

const Scheduled = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
  color: #174ea6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button { min-height: 40px; padding: 0.4rem 1rem; }
`;

export interface ArticleActions {
  onEdit: (article: AdminArticle) => void;
  onPreview: (article: AdminArticle) => void;
  onHistory: (article: AdminArticle) => void;
  onDelete: (article: AdminArticle) => void;
  onResendAlerts: (article: AdminArticle) => void;
}

/** The list item's element id, for scrolling a new release into view. */
export const articleItemId = (article: Pick<AdminArticle, 'id'>) => `article-${article.id}`;

/** One article in the admin list: status, dates, source, category, and what can be done with it. */
export function ArticleListItem(props: { article: AdminArticle; now: Date } & ArticleActions) {
  const { article } = props;
  const zone = useCompanyTimeZone();
  const scheduled = article.scheduledDate ? new Date(article.scheduledDate) : null;
  const status = articleStatus(article, props.now);
  return (
    <Item id={articleItemId(article)}>
      <TitleRow>
        <h3>{article.title}</h3>
        <StatusBadge status={status} />
      </TitleRow>
      <p>{article.description}</p>
      <Meta>
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        <span>Source: {article.source}</span>
        <span>Category: {article.category}</span>
      </Meta>
      {scheduled && scheduled > props.now ? (
        <Scheduled>
          Scheduled for <time dateTime={article.scheduledDate!}>{formatInZone(scheduled, zone)}</time>
        </Scheduled>
      ) : null}
      <ArticleAlertStatus alerts={article.alerts} />
      <Actions>
        <Button $variant="outline" aria-label={`Edit ${article.title}`} onClick={() => props.onEdit(article)}>
          Edit
        </Button>
        <Button $variant="outline" aria-label={`Preview ${article.title}`} onClick={() => props.onPreview(article)}>
          Preview
        </Button>
        <Button $variant="outline" aria-label={`History of ${article.title}`} onClick={() => props.onHistory(article)}>
          History
        </Button>
        <Button $variant="outline" aria-label={`Delete ${article.title}`} onClick={() => props.onDelete(article)}>
          Delete
        </Button>
        {canResendAlerts(article.alerts, status === 'Published') ? (
          <Button $variant="outline" aria-label={`Send alert again for ${article.title}`} onClick={() => props.onResendAlerts(article)}>
            Send alert again
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
