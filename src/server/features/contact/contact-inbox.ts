import type { FastifyBaseLogger } from 'fastify';
import type { ContactInput, InboxMessage } from '../../../shared/contact.ts';
import { COMPANY_NAME } from '../../../shared/site.ts';
import { ContactMessage } from '../../db/entities/contact-message.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import type { Mailer } from '../alerts/index.ts';
import { readCompanyFacts } from '../company/index.ts';

export interface ContactInbox {
  /** Stores a visitor's message; a filled honeypot is dropped without a word. */
  receive(input: ContactInput, ip: string | null): Promise<void>;
  list(): Promise<InboxMessage[]>;
  /** How many messages are not marked read. */
  unread(): Promise<number>;
  setRead(id: string, read: boolean): Promise<InboxMessage>;
}

const NOT_FOUND = 'Message not found';

function toInboxMessage(row: ContactMessage): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
    read: row.readAt != null,
  };
}

/**
 * Messages e-mailed on to the IR contact in any hour: a flood of messages must not bury the IR contact's own
 * mailbox nor the site's sending reputation; the rest wait in the Inbox.
 */
export const FORWARDS_PER_HOUR = 30;

/** A visitor's message as the IR contact receives it: replying answers the visitor. */
function forwarded(message: ContactInput, to: string) {
  return {
    to,
    replyTo: { name: message.name.trim(), address: message.email.trim() },
    subject: `Website message from ${message.name.trim()}`,
    text: [
      `${message.name.trim()} <${message.email.trim()}> wrote through the ${COMPANY_NAME} website:`,
      '',
      `Subject: ${message.subject.trim()}`,
      '',
      message.message.trim(),
    ].join('\n'),
  };
}

/**
 * The contact form's messages: stored first, so a message is never lost when e-mail is down, then, when
 * e-mail is configured, sent on to the IR contact's address from the company facts, at most FORWARDS_PER_HOUR
 * an hour (never awaited by the visitor's request; a failure is logged and the message stays in the Inbox).
 */
export function contactInbox(db: Db, clock: () => Date, mail: { mailer: Mailer; log: FastifyBaseLogger }): ContactInbox {
  const forward = (input: ContactInput) =>
    db
      .run(readCompanyFacts)
      .then(({ facts }) => mail.mailer.send(forwarded(input, facts.investorRelationsContact.value.email)))
      .catch((err: unknown) => mail.log.error({ err }, 'contact: forwarding to the IR contact failed'));
  return {
    async receive(input, ip) {
      if (input.website) return;
      const now = clock();
      const received = await db.transaction(async (em) => {
        em.create(ContactMessage, {
          name: input.name.trim(),
          email: input.email.trim(),
          subject: input.subject.trim(),
          message: input.message.trim(),
          ip: ip?.slice(0, 64) ?? null,
          receivedAt: now,
          readAt: null,
        });
        await em.flush();
        return em.count(ContactMessage, { receivedAt: { $gt: new Date(now.getTime() - 60 * 60_000) } });
      });
      if (mail.mailer.configured && received <= FORWARDS_PER_HOUR) void forward(input);
    },
    async list() {
      const rows = await db.run((em) => em.find(ContactMessage, {}, { orderBy: { receivedAt: 'desc', id: 'desc' }, limit: 500 }));
      return rows.map(toInboxMessage);
    },
    unread() {
      return db.run((em) => em.count(ContactMessage, { readAt: null }));
    },
    async setRead(id, read) {
      const key = /^\d{1,9}$/.test(id) ? Number(id) : null;
      if (key === null) throw new HttpProblem(404, NOT_FOUND);
      return db.transaction(async (em) => {
        const row = await em.findOne(ContactMessage, { id: key });
        if (!row) throw new HttpProblem(404, NOT_FOUND);
        row.readAt = read ? (row.readAt ?? clock()) : null;
        await em.flush();
        return toInboxMessage(row);
      });
    },
  };
}
