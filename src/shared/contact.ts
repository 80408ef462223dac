import { type Static, Type } from '@sinclair/typebox';
import { messages, VISIBLE_TEXT_PATTERN } from './validation.ts';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one address may send in CONTACT_WINDOW_MS, so the inbox cannot be flooded. */
export const CONTACT_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export const CONTACT_RECEIVED = 'Thank you. Your message has been received and we will reply by e-mail.';
export const CONTACT_THANK_YOU_PATH = '/contact/thank-you';

const text = (label: string, maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label }) });

/**
 * POST /api/contact, as JSON or as a plain form post. `website` is a honeypot: hidden from people, filled
 * by bots; a message with it is answered like any other and never stored.
 */
export const ContactInput = Type.Object(
  {
    name: text('Name', CONTACT_NAME_MAX),
    email: Type.String({
      minLength: 1,
      maxLength: CONTACT_EMAIL_MAX,
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      ...messages({ label: 'E-mail', pattern: 'Enter a valid e-mail address' }),
    }),
    subject: text('Subject', CONTACT_SUBJECT_MAX),
    message: text('Message', CONTACT_MESSAGE_MAX),
    website: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ContactInput = Static<typeof ContactInput>;

export const ContactAccepted = Type.Object({ message: Type.String() });

/** A message in the admin Inbox. */
export const InboxMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  receivedAt: Type.String(),
  read: Type.Boolean(),
});
export type InboxMessage = Static<typeof InboxMessage>;

/** GET /api/admin/inbox/unread: how many messages wait to be read, for the admin's navigation. */
export const InboxUnread = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type InboxUnread = Static<typeof InboxUnread>;

/** PATCH /api/admin/inbox/:id */
export const InboxPatch = Type.Object(
  { read: Type.Boolean(messages({ label: 'Read', invalid: 'Read must be true or false' })) },
  { additionalProperties: false },
);
export type InboxPatch = Static<typeof InboxPatch>;

export const InboxIdParams = Type.Object({ id: Type.String() });
