import { keyframes, styled } from 'styled-components';
import { NEWS_SKELETON_ATTRIBUTE } from '../../enhancements/news-year-links.ts';
import { colors, media, radius } from '../../../ui/styles/theme.ts';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Placeholder = styled.div`
  margin-bottom: 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  padding: 1.5rem;
  display: grid;
  gap: 0.75rem;
  animation: ${pulse} 1.4s ease-in-out infinite;
  ${media.reducedMotion} { animation: none; }
`;

const Bar = styled.div<{ $width: string; $height?: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height = '0.9rem' }) => $height};
  border-radius: ${radius.sm};
  background: ${colors.line};
`;

/** Placeholders shown while a chosen year's list loads; rendered hidden, shown by enhancements/news-year-links.ts. */
export function NewsSkeleton({ count = 5, hidden }: { count?: number; hidden?: boolean }) {
  return (
    <div role="status" aria-live="polite" aria-label="Loading articles" data-testid="news-skeleton" hidden={hidden} {...{ [NEWS_SKELETON_ATTRIBUTE]: '' }}>
      {Array.from({ length: count }, (_, i) => (
        <Placeholder key={i} data-skeleton="">
          <Bar $width="30%" />
          <Bar $width="80%" $height="1.4rem" />
          <Bar $width="100%" />
          <Bar $width="60%" />
        </Placeholder>
      ))}
    </div>
  );
}
