import { type Static, Type } from '@sinclair/typebox';
import { ARTICLE_CATEGORIES, ArticleCategory } from './article.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { idParam, messages } from './validation.ts';
import { EMAIL_MAX_LENGTH, FORM_LOCATION_MAX_LENGTH } from './alert-form.ts';

// The texts and paths the sign-up form shares with the server live apart, free of the schema library.
export { CHECK_INBOX_PATH, CONSENT_TEXT, EMAIL_MAX_LENGTH, FORM_LOCATION_MAX_LENGTH, MAILING_ADDRESS, SUBSCRIPTIONS_PATH } from './alert-form.ts';

/**
 * The address alone, as a browser's e-mail field accepts it (the HTML standard's rule), with a dot in the
 * domain. A display name (`Ann <ann@example.com>`), a list or trailing punctuation (`ann@example.com,`) is
 * refused rather than guessed at: each would otherwise become a subscriber of its own mailing one inbox.
 */
const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

/** POST /api/alerts/subscriptions, as JSON or as the sign-up form's plain post. */
export const SubscriptionInput = Type.Object(
  {
    email: Type.String({
      minLength: 1,
      maxLength: EMAIL_MAX_LENGTH,
      pattern: EMAIL_PATTERN,
      ...messages({ label: 'E-mail address', pattern: 'E-mail address must be a valid e-mail address' }),
    }),
    categories: Type.Array(ArticleCategory, {
      minItems: 1,
      uniqueItems: true,
      ...messages({ label: 'Categories', invalid: `Categories must be one or more of: ${ARTICLE_CATEGORIES.join(', ')}` }),
    }),
    consent: Type.Literal(true, messages({ label: 'Consent', invalid: 'Consent is required: tick the box to receive news alerts' })),
    /** Where the form was (home, news alerts dialog, …); kept with the consent. */
    location: Type.Optional(Type.String({ maxLength: FORM_LOCATION_MAX_LENGTH, ...messages({ label: 'Form location' }) })),
    /** Hidden from people; a bot that fills it is dropped silently. */
    website: Type.Optional(Type.String({ maxLength: 500, ...messages({ label: 'Website' }) })),
  },
  { additionalProperties: false },
);
export type SubscriptionInput = Static<typeof SubscriptionInput>;

/** The same answer for every address, new or known, so the form reveals nothing about who subscribed. */
export const SUBSCRIPTION_ACCEPTED = 'Thank you. Check your inbox for a message to confirm your subscription.';
export const SubscriptionAccepted = Type.Object({ message: Type.String() });
export type SubscriptionAccepted = Static<typeof SubscriptionAccepted>;

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SubscriberStatus = LiteralUnion(SUBSCRIBER_STATUSES);
export type SubscriberStatus = Static<typeof SubscriberStatus>;

/** One subscriber with its consent record, as the admin sees it. */
export const AdminSubscriber = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  categories: Type.Array(Type.String()),
  status: SubscriberStatus,
  createdAt: Type.String(),
  confirmedAt: Nullable(Type.String()),
  unsubscribedAt: Nullable(Type.String()),
  consent: Type.Object({
    at: Type.String(),
    ip: Nullable(Type.String()),
    userAgent: Nullable(Type.String()),
    text: Type.String(),
    location: Type.String(),
  }),
});
export type AdminSubscriber = Static<typeof AdminSubscriber>;

export const SUBSCRIBER_PAGE_MAX = 200;

/** GET /api/admin/subscribers: `q` searches addresses. */
export const SubscriberQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH, ...messages({ label: 'Search' }) })),
    status: Type.Optional(
      LiteralUnion(SUBSCRIBER_STATUSES, messages({ label: 'Status', invalid: `Status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}` })),
    ),
  },
  { additionalProperties: false },
);
export type SubscriberQuery = Static<typeof SubscriberQuery>;

export const SubscriberCounts = Type.Object({ pending: Type.Integer(), confirmed: Type.Integer(), unsubscribed: Type.Integer() });
export type SubscriberCounts = Static<typeof SubscriberCounts>;

export const SubscriberList = Type.Object({
  /** Newest first, at most SUBSCRIBER_PAGE_MAX. */
  subscribers: Type.Array(AdminSubscriber),
  counts: SubscriberCounts,
  /** False when no SMTP_URL is set: messages are written to DATA_DIR/outbox instead of sent. */
  emailConfigured: Type.Boolean(),
});
export type SubscriberList = Static<typeof SubscriberList>;

export const SubscriberIdParams = Type.Object({ id: idParam('Subscriber id') });
export type SubscriberIdParams = Static<typeof SubscriberIdParams>;
