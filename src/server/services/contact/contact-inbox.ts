import type { ContactInput, InboxMessage } from '../../../shared/contact.ts';
import { ContactMessage } from '../../db/entities/contact-message.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';

export interface ContactInbox {
  /** Stores a visitor's message; a filled honeypot is dropped without a word. */
  receive(input: ContactInput, ip: string | null): Promise<void>;
  list(): Promise<InboxMessage[]>;
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

/** The contact form's messages: stored first, so a message is never lost when e-mail is down. */
export function contactInbox(db: Db, clock: () => Date): ContactInbox {
  return {
    async receive(input, ip) {
      if (input.website) return;
      await db.transaction(async (em) => {
        em.create(ContactMessage, {
          name: input.name.trim(),
          email: input.email.trim(),
          subject: input.subject.trim(),
          message: input.message.trim(),
          ip: ip?.slice(0, 64) ?? null,
          receivedAt: clock(),
          readAt: null,
        });
        await em.flush();
      });
    },
    async list() {
      const rows = await db.run((em) => em.find(ContactMessage, {}, { orderBy: { receivedAt: 'desc', id: 'desc' }, limit: 500 }));
      return rows.map(toInboxMessage);
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
