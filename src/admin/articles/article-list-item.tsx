import { styled } from 'styled-components';
import { type AdminArticle, articleStatus } from '../../shared/article.ts';
import { formatInZone } from '../../shared/company-time.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { CardItem, ItemActions, ItemMeta } from '../components/form-styles.ts';
import { useCompanyTimeZone } from '../config.ts';
import { ArticleAlertStatus, canResendAlerts } from './article-alert-status.tsx';
import { StatusBadge } from './status-badge.tsx';
import { HELD_FOR_WIRE, WIRE_CROSSED } from '../../shared/newswire.ts';

const Item = styled(CardItem)`
  min-width: 0;
  p { color: inherit; }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const Scheduled = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
  color: #174ea6;
`;

const HeldBadge = styled.span`
  padding: 0.15rem 0.65rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: #fef7e0;
  color: #8a4b00;
`;

export interface ArticleActions {
  onEdit: (article: AdminArticle) => void;
  onPreview: (article: AdminArticle) => void;
  onHistory: (article: AdminArticle) => void;
  onDelete: (article: AdminArticle) => void;
  onResendAlerts: (article: AdminArticle) => void;
  /** The newswire carried a release held for it: it goes public by its schedule. */
  onWireCrossed: (article: AdminArticle) => void;
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
        {/* Held for the wire, it is meant to be public (or scheduled) but waits: that is its status. */}
        {article.heldForWire ? <HeldBadge>{HELD_FOR_WIRE}</HeldBadge> : <StatusBadge status={status} />}
      </TitleRow>
      <p>{article.description}</p>
      <ItemMeta>
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        <span>Source: {article.source}</span>
        <span>Category: {article.category}</span>
      </ItemMeta>
      {scheduled && scheduled > props.now ? (
        <Scheduled>
          Scheduled for <time dateTime={article.scheduledDate!}>{formatInZone(scheduled, zone)}</time>
        </Scheduled>
      ) : null}
      <ArticleAlertStatus alerts={article.alerts} />
      <ItemActions>
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
        {article.heldForWire ? (
          <Button aria-label={`${WIRE_CROSSED} for ${article.title}`} onClick={() => props.onWireCrossed(article)}>
            {WIRE_CROSSED}
          </Button>
        ) : null}
        {canResendAlerts(article.alerts, status === 'Published' && !article.heldForWire) ? (
          <Button $variant="outline" aria-label={`Send alert again for ${article.title}`} onClick={() => props.onResendAlerts(article)}>
            Send alert again
          </Button>
        ) : null}
      </ItemActions>
    </Item>
  );
}
