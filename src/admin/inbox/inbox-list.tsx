import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { InboxMessage } from '../../shared/contact.ts';
import { formatInZone } from '../../shared/company-time.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { ItemActions, ItemMeta, Panel } from '../components/form-styles.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { listInbox, markInboxMessage } from './inbox-api.ts';
import { useRefreshInboxUnread } from './unread-count.ts';

const Lead = styled.p`
  margin: -0.5rem 0 1.25rem;
  color: ${colors.muted};
`;

const Messages = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: 0.4rem;
  padding: 1rem 1.15rem;
  border: 1px solid ${colors.line};
  border-left: 4px solid ${({ $unread }) => ($unread ? colors.copperDark : colors.line)};
  border-radius: ${radius.md};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: 1.05rem; font-weight: ${({ $unread }) => ($unread ? 700 : 600)}; }
  p { margin: 0; }
`;

const Body = styled.p`
  white-space: pre-wrap;
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 0;
  text-align: center;
  color: ${colors.muted};
`;

/** Messages sent with the site's contact form, newest first; unread ones stand out and can be marked. */
export function InboxList({ token }: { token: string }) {
  const zone = useCompanyTimeZone();
  const toast = useToast();
  const expired = useSessionExpiry();
  const [messages, setMessages] = useState<InboxMessage[] | null>(null);
  const refreshUnread = useRefreshInboxUnread(token);

  const failed = useCallback(
    (title: string, error: unknown) => {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title, ...(message ? { description: message } : {}) });
    },
    [expired, toast],
  );

  useEffect(() => {
    listInbox(token).then(setMessages, (error: unknown) => failed('Failed to load the inbox', error));
  }, [token, failed]);

  async function mark(message: InboxMessage, read: boolean) {
    try {
      const updated = await markInboxMessage(token, message.id, read);
      setMessages((current) => current?.map((m) => (m.id === updated.id ? updated : m)) ?? null);
      await refreshUnread();
    } catch (error) {
      failed('Failed to update the message', error);
    }
  }

  const unread = messages?.filter((m) => !m.read).length ?? 0;
  return (
    <Panel as="section" aria-labelledby="inbox-heading">
      <h2 id="inbox-heading">Messages from the contact form</h2>
      <Lead>
        {messages === null ? 'Every message sent from the Contact page is kept here.' : `${unread} unread of ${messages.length}.`}
      </Lead>
      {messages === null ? (
        <Empty role="status">Loading...</Empty>
      ) : messages.length === 0 ? (
        <Empty>No messages yet.</Empty>
      ) : (
        <Messages>
          {messages.map((m) => (
            <Item key={m.id} $unread={!m.read} aria-label={`${m.read ? '' : 'Unread: '}${m.subject}`}>
              <h3>{m.subject}</h3>
              <ItemMeta>
                <span>
                  From {m.name} &lt;{m.email}&gt;
                </span>
                <time dateTime={m.receivedAt}>{formatInZone(m.receivedAt, zone)}</time>
              </ItemMeta>
              <Body>{m.message}</Body>
              <ItemActions>
                <ButtonLink href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>Reply by e-mail</ButtonLink>
                <Button $variant="outline" onClick={() => void mark(m, !m.read)}>
                  {m.read ? 'Mark as unread' : 'Mark as read'}
                </Button>
              </ItemActions>
            </Item>
          ))}
        </Messages>
      )}
    </Panel>
  );
}
