import { styled } from 'styled-components';
import type { AlertCounts } from '../../shared/article.ts';
import { colors } from '../../ui/styles/theme.ts';
import { useEmailConfigured } from '../config.ts';

const Line = styled.p`
  font-size: 0.875rem;
  color: ${colors.muted};
  strong { color: ${colors.text}; }
  .failed { color: ${colors.negative}; font-weight: 600; }
`;

/**
 * A release's e-mail alerts so far, when it has any: how many wait, went out, and gave up. Without an SMTP
 * server the mailer only writes each message to the outbox folder, and the count says so rather than "sent".
 */
export function ArticleAlertStatus({ alerts }: { alerts: AlertCounts }) {
  const delivered = useEmailConfigured() ? 'sent' : 'saved to the outbox';
  if (alerts.queued + alerts.sent + alerts.failed === 0) return null;
  return (
    <Line>
      <strong>E-mail alerts:</strong> {alerts.queued.toLocaleString('en-US')} queued · {alerts.sent.toLocaleString('en-US')} {delivered} ·{' '}
      <span className={alerts.failed ? 'failed' : undefined}>{alerts.failed.toLocaleString('en-US')} failed</span>
    </Line>
  );
}

/** "Send alert again" applies to a public release whose alerts have all gone (sent or given up). */
export const canResendAlerts = (alerts: AlertCounts, isPublic: boolean) => isPublic && alerts.queued === 0 && alerts.sent + alerts.failed > 0;
