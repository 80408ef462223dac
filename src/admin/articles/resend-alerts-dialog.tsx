import { useState } from 'react';
import { styled } from 'styled-components';
import type { AdminArticle } from '../../shared/article.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { problemOf } from '../admin-api.ts';
import { resendAlerts } from '../subscribers/alerts-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { Actions } from '../components/form-styles.ts';
import { useEmailConfigured } from '../config.ts';
import { EmailOffNotice } from '../components/email-off-notice.tsx';

const Notice = styled(EmailOffNotice)`
  margin-bottom: 1.25rem;
`;

/**
 * Confirms "Send alert again": a release is e-mailed once unless asked, so this says plainly who gets
 * another copy before anything is queued.
 */
export function ResendAlertsDialog(props: { token: string; article: AdminArticle | null; onClose: () => void; onSent: () => Promise<void> }) {
  const { article } = props;
  const toast = useToast();
  const expired = useSessionExpiry();
  const [sending, setSending] = useState(false);
  const emailConfigured = useEmailConfigured();

  async function send(release: AdminArticle) {
    setSending(true);
    try {
      const counts = await resendAlerts(props.token, release.id);
      const subscribers = `${counts.queued.toLocaleString('en-US')} subscribers`;
      const fate = emailConfigured ? `will be e-mailed to ${subscribers}` : `will be saved to the outbox folder for ${subscribers}, not sent`;
      toast({ title: 'Alert queued again', description: `"${release.title}" ${fate}.` });
      props.onClose();
    } catch (error) {
      if (!expired(error)) {
        const { message } = problemOf(error);
        toast({ variant: 'destructive', title: 'Failed to send the alert again', ...(message ? { description: message } : {}) });
      }
    } finally {
      setSending(false);
    }
    await props.onSent();
  }

  return (
    <Modal
      open={article !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Send alert again"
      description="Every confirmed subscriber of this release's category gets it by e-mail once more, including those who already received it."
    >
      <Notice />
      {article ? (
        <Actions>
          <Button disabled={sending} onClick={() => void send(article)}>
            {sending ? 'Sending...' : `E-mail “${article.title}” again`}
          </Button>
          <Button $variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
        </Actions>
      ) : null}
    </Modal>
  );
}
