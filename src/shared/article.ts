import { type Static, Type } from '@sinclair/typebox';
import { type PublicationStatus, publicationStatus } from './publication-rule.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { SITE_IMAGE_MESSAGE, SITE_IMAGE_PATTERN } from './site-image.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug.ts';
import { boundedInteger, idParam, MAX_DATABASE_ID, messages, VISIBLE_TEXT_PATTERN } from './validation.ts';
import { ARTICLE_CATEGORIES } from './article-categories.ts';
import { ReleaseDrillPrograms } from './drilling.ts';
import { LocalTimeInput, zonedTimeFields } from './zoned-time.ts';
import { AdminNewswire, NewswireInput, PublicNewswire } from './newswire.ts';
import { ReleaseNotice } from './superseded.ts';

export { ARTICLE_CATEGORIES };
export const ArticleCategory = LiteralUnion(ARTICLE_CATEGORIES);
export type ArticleCategory = Static<typeof ArticleCategory>;

export const DEFAULT_SOURCE = 'Newsfile Corp.';
export const DEFAULT_CATEGORY: ArticleCategory = 'Company News';

/** Longest accepted text per field; the database columns are sized from the same numbers. */
export const TITLE_MAX_LENGTH = 200;
export const SOURCE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const CONTENT_MAX_LENGTH = 100_000;
export const FEATURED_IMAGE_MAX_LENGTH = 2000;
/** Room for category names beyond today's four, which the column must hold. */
export const CATEGORY_MAX_LENGTH = 40;
/** A correction's public note and a checks override's reason: a sentence or two, not a second release. */
export const CORRECTION_NOTE_MAX_LENGTH = 300;
export const OVERRIDE_REASON_MAX_LENGTH = 500;

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';
const OPTIONAL_DATE_PATTERN = `^$|${DATE_PATTERN}`;

const requiredText = (label: string, maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label }) });

/** The fields every view of an article carries alike: the public page, the admin list and the admin form. */
export const ArticleText = Type.Object({
  title: Type.String(),
  slug: Type.String(),
  category: ArticleCategory,
  source: Type.String(),
  /** ISO instant of the article's calendar day, as every date on the wire. */
  date: Type.String(),
  description: Type.String(),
  content: Type.String(),
});
export type ArticleText = Static<typeof ArticleText>;

/** An article in a list: no body (source or rendered); the detail endpoint has it. */
export const ArticleListItem = Type.Object({
  ...Type.Omit(ArticleText, ['content']).properties,
  featuredImage: Nullable(Type.String()),
  includeDisclaimer: Type.Boolean(),
});
export type ArticleListItem = Static<typeof ArticleListItem>;

/** A correction of a published release, shown on its page as "Updated {at}: {note}". */
export const ArticleCorrection = Type.Object({ at: Type.String(), note: Type.String() });
export type ArticleCorrection = Static<typeof ArticleCorrection>;

/** What visitors receive of one article. */
export const PublicArticle = Type.Object({
  ...ArticleListItem.properties,
  content: Type.String(),
  /** The body ready to display: sanitized HTML, or markdown rendered then sanitized, on the server. */
  html: Type.String(),
  /** Its corrections, oldest first. */
  corrections: Type.Array(ArticleCorrection),
  ...PublicNewswire,
  /** Dated notes on its page, decided when it is read: a cited document superseded since, the release archived. */
  notices: Type.Array(ReleaseNotice),
});
export type PublicArticle = Static<typeof PublicArticle>;

/** A release's alert e-mails so far (server/features/alerts). */
export const AlertCounts = Type.Object({ queued: Type.Integer(), sent: Type.Integer(), failed: Type.Integer() });
export type AlertCounts = Static<typeof AlertCounts>;
export const NO_ALERTS: AlertCounts = { queued: 0, sent: 0, failed: 0 };

/** What the administrator receives: every field, plus the optimistic-lock version and its alerts. */
export const AdminArticle = Type.Object({
  ...Type.Omit(PublicArticle, ['html', 'corrections', 'notices']).properties,
  id: Type.Integer(),
  published: Type.Boolean(),
  emailSubscribers: Type.Boolean(),
  alerts: AlertCounts,
  scheduledDate: Nullable(Type.String()),
  /** The pending schedule read in the company's zone by the server: the control's value and its label. */
  ...zonedTimeFields('scheduled'),
  ...AdminNewswire,
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** The drill programs whose result tables it reports; absent only from a revision restore's answer, which leaves them as they are. */
  drillPrograms: Type.Optional(Type.Array(Type.Integer())),
  /** When a public release last went public, as the audit log recorded it (or its schedule, once come); null when not public or not known. */
  publicSince: Type.Optional(Nullable(Type.String())),
});
export type AdminArticle = Static<typeof AdminArticle>;

/** The version an edit was loaded at: a save made on an older one is refused (409). */
const ArticleVersion = boundedInteger('Version', 1, MAX_DATABASE_ID, { invalid: 'Version must be a whole number' });

/**
 * The body of POST and PUT /api/admin/articles, and the admin form's check. An article exactly as the
 * admin list returns it is a valid body: `version` guards against overwriting a newer save, and the
 * other fields the server keeps itself (id, createdAt, updatedAt, scheduledLabel, publicSince) are accepted and ignored.
 */
export const ArticleInput = Type.Object(
  {
    title: requiredText('Title', TITLE_MAX_LENGTH),
    slug: Type.String({
      minLength: 1,
      maxLength: SLUG_MAX_LENGTH,
      pattern: SLUG_PATTERN,
      ...messages({ label: 'Slug', pattern: 'Slug must be lowercase with hyphens only' }),
    }),
    category: LiteralUnion(
      ARTICLE_CATEGORIES,
      messages({ label: 'Category', invalid: `Category must be one of: ${ARTICLE_CATEGORIES.join(', ')}` }),
    ),
    source: requiredText('Source', SOURCE_MAX_LENGTH),
    date: Type.String({ minLength: 1, pattern: DATE_PATTERN, ...messages({ label: 'Date', pattern: 'Date must be a valid date' }) }),
    description: requiredText('Description', DESCRIPTION_MAX_LENGTH),
    content: requiredText('Content', CONTENT_MAX_LENGTH),
    featuredImage: Type.Optional(
      Nullable(
        Type.String({ maxLength: FEATURED_IMAGE_MAX_LENGTH, pattern: `^$|${SITE_IMAGE_PATTERN}` }),
        messages({ label: 'Featured image', pattern: SITE_IMAGE_MESSAGE }),
      ),
    ),
    published: Type.Boolean({ default: false, ...messages({ label: 'Published', invalid: 'Published must be true or false' }) }),
    scheduledDate: Type.Optional(
      Nullable(
        Type.String({ pattern: OPTIONAL_DATE_PATTERN }),
        messages({ label: 'Scheduled date', invalid: 'Scheduled date must be a valid date and time' }),
      ),
    ),
    /** The schedule as typed in the company's zone, read by the server; when sent it decides, instead of `scheduledDate`. */
    scheduledLocal: LocalTimeInput('Scheduled time'),
    includeDisclaimer: Type.Boolean({
      default: true,
      ...messages({ label: 'Include disclaimer', invalid: 'Include disclaimer must be true or false' }),
    }),
    emailSubscribers: Type.Boolean({
      default: true,
      ...messages({ label: 'E-mail subscribers when published', invalid: 'E-mail subscribers when published must be true or false' }),
    }),
    /** Publishes or schedules despite the pre-publish checks' errors; the reason goes to the audit log. */
    override: Type.Optional(
      Type.Object({ reason: requiredText('Override reason', OVERRIDE_REASON_MAX_LENGTH) }, { additionalProperties: false, ...messages({ label: 'Override' }) }),
    ),
    version: Type.Optional(ArticleVersion),
    /** The drill programs whose result tables the release reports (server/features/drilling); none by default. */
    drillPrograms: ReleaseDrillPrograms,
    ...NewswireInput,
    alerts: Type.Optional(AlertCounts),
    scheduledLabel: Type.Optional(Nullable(Type.String())),
    id: Type.Optional(Type.Integer(messages({ label: 'ID' }))),
    createdAt: Type.Optional(Type.String(messages({ label: 'Created' }))),
    updatedAt: Type.Optional(Type.String(messages({ label: 'Last updated' }))),
    publicSince: Type.Optional(Nullable(Type.String(), messages({ label: 'Public since' }))),
  },
  { additionalProperties: false },
);
export type ArticleInput = Static<typeof ArticleInput>;

/**
 * PUT /api/admin/articles/:id: the create body plus the version the edit was made on, which is required,
 * and, for a correction of a release already public, the note its page shows.
 */
export const ArticleUpdate = Type.Object(
  { ...ArticleInput.properties, version: ArticleVersion, correctionNote: Type.Optional(requiredText('Correction note', CORRECTION_NOTE_MAX_LENGTH)) },
  { additionalProperties: false },
);
export type ArticleUpdate = Static<typeof ArticleUpdate>;

export type ArticleStatus = 'Published' | 'Scheduled' | 'Draft';

const STATUS_LABELS: Record<Exclude<PublicationStatus, 'trashed'>, ArticleStatus> = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Draft',
};

/**
 * The admin's label for where an article stands, by the one publication rule: a schedule whose time has
 * come is Published, as visitors see it from that minute, whether or not the list was reloaded.
 */
export function articleStatus(
  article: Pick<AdminArticle, 'published' | 'scheduledDate'>,
  now: Date = new Date(),
): ArticleStatus {
  // Only articles out of the trash carry a status label; the trash lists its own.
  return STATUS_LABELS[publicationStatus(article, now) as Exclude<PublicationStatus, 'trashed'>];
}

export const ARTICLE_LIST_DEFAULT_LIMIT = 20;
export const ARTICLE_LIST_MAX_LIMIT = 50;

/** Which part of the visible articles a list shows; `year` is a UTC calendar year, null for all. */
export interface ArticleListQuery {
  page: number;
  limit: number;
  year: number | null;
}

export const ArticleListPage = Type.Object({
  items: Type.Array(ArticleListItem),
  /** Visible articles matching the year filter, on every page. */
  total: Type.Integer(),
  /** Every year with at least one visible article, newest first (the year filter's choices). */
  years: Type.Array(Type.Integer()),
});
export type ArticleListPage = Static<typeof ArticleListPage>;

/** The calendar years a list may be filtered by: the company's releases start after 2000. */
export const FIRST_ARTICLE_YEAR = 2000;
export const LAST_ARTICLE_YEAR = 2100;
/** Far past any list's end; a bound, so a page number never becomes an offset the database refuses. */
const MAX_LIST_PAGE = 100_000;

/** GET /api/articles: every value bounded, so none reaches the database as an error. */
export const ArticleListParams = Type.Object({
  page: boundedInteger('Page', 1, MAX_LIST_PAGE, { default: 1 }),
  limit: boundedInteger('Limit', 1, ARTICLE_LIST_MAX_LIMIT, { default: ARTICLE_LIST_DEFAULT_LIMIT }),
  year: Type.Optional(boundedInteger('Year', FIRST_ARTICLE_YEAR, LAST_ARTICLE_YEAR)),
});
export type ArticleListParams = Static<typeof ArticleListParams>;

export const ArticleSlugParams = Type.Object({
  slug: Type.String({ maxLength: SLUG_MAX_LENGTH, ...messages({ label: 'Slug' }) }),
});
export type ArticleSlugParams = Static<typeof ArticleSlugParams>;

export const ArticleIdParams = Type.Object({ id: idParam('Article id') });
export type ArticleIdParams = Static<typeof ArticleIdParams>;

const positiveInteger = (value: unknown): number | null =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * Reads ?page=, ?limit= and ?year= leniently, as a list page and the API both take them: a missing or
 * unreadable page is 1, a limit is capped at the maximum, a year must be four digits.
 */
export function articleListQuery(params: { page?: unknown; limit?: unknown; year?: unknown }, defaultLimit = ARTICLE_LIST_DEFAULT_LIMIT): ArticleListQuery {
  const limit = positiveInteger(params.limit);
  return {
    page: positiveInteger(params.page) ?? 1,
    limit: Math.min(limit ?? defaultLimit, ARTICLE_LIST_MAX_LIMIT),
    year: typeof params.year === 'string' && /^\d{4}$/.test(params.year) ? Number(params.year) : null,
  };
}
