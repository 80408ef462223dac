import { styled } from 'styled-components';
import type { ArticleStatus } from '../../shared/article.ts';
import { radius } from '../../ui/styles/theme.ts';

// Text on tint, each pair above 4.5:1 (AA); the label itself carries the meaning, not the colour.
const tones: Record<ArticleStatus, { background: string; color: string }> = {
  Published: { background: '#e6f4ea', color: '#0d652d' },
  Scheduled: { background: '#e8f0fe', color: '#174ea6' },
  Draft: { background: '#eceff1', color: '#3c4850' },
};

const Badge = styled.span<{ $status: ArticleStatus }>`
  display: inline-block;
  flex: none;
  padding: 0.15rem 0.65rem;
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ $status }) => tones[$status].background};
  color: ${({ $status }) => tones[$status].color};
`;

export function StatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge $status={status}>{status}</Badge>;
}
