import { styled } from 'styled-components';
import type { AlertCounts } from '../../shared/article.ts';
import { colors } from '../../ui/styles/theme.ts';

const Line = styled.p`
  font-size: 0.875rem;
  color: ${colors.muted};
  strong { color: ${colors.text}; }
  .failed { color: ${colors.negative}; font-weight: 600; }
`;

/** A release's e-mail alerts so far, when it has any: how many wait, went out, and gave up. */
export function ArticleAlertStatus({ alerts }: { alerts: AlertCounts }) {
  if (alerts.queued + alerts.sent + alerts.failed === 0) return null;
  return (
    <Line>
      <strong>E-mail alerts:</strong> {alerts.queued.toLocaleString('en-US')} queued · {alerts.sent.toLocaleString('en-US')} sent ·{' '}
      <span className={alerts.failed ? 'failed' : undefined}>{alerts.failed.toLocaleString('en-US')} failed</span>
    </Line>
  );
}

/** "Send alert again" applies to a public release whose alerts have all gone (sent or given up). */
export const canResendAlerts = (alerts: AlertCounts, isPublic: boolean) => isPublic && alerts.queued === 0 && alerts.sent + alerts.failed > 0;
