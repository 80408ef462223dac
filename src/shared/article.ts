import { type Static, Type } from '@sinclair/typebox';
import { SITE_IMAGE_MESSAGE, SITE_IMAGE_PATTERN } from './site-image.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug.ts';
import { messages } from './validation.ts';

export const ARTICLE_CATEGORIES = [
  'Company News',
  'Industry Analysis',
  'Market Commentary',
  'Project Updates',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const DEFAULT_SOURCE = 'Newsfile Corp.';
export const DEFAULT_CATEGORY: ArticleCategory = 'Company News';

// Required text needs one visible character: whitespace, zero-width and bidi controls alone look blank.
const NOT_BLANK = '[^\\s\\u00ad\\u034f\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069]';
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';
const OPTIONAL_DATE_PATTERN = `^$|${DATE_PATTERN}`;

const requiredText = (label: string, maxLength: number) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: NOT_BLANK,
    ...messages({ required: `${label} is required`, tooLong: `${label} must be at most ${maxLength} characters` }),
  });

/** The article form and the admin API body, with each field's rules and messages. One schema for both sides. */
export const ArticleInput = Type.Object(
  {
    title: requiredText('Title', 200),
    slug: Type.String({
      minLength: 1,
      maxLength: SLUG_MAX_LENGTH,
      pattern: SLUG_PATTERN,
      ...messages({
        required: 'Slug is required',
        pattern: 'Slug must be lowercase with hyphens only',
        tooLong: 'Slug must be at most 120 characters',
      }),
    }),
    category: Type.Union(
      ARTICLE_CATEGORIES.map((c) => Type.Literal(c)),
      messages({ required: 'Category is required', invalid: `Category must be one of: ${ARTICLE_CATEGORIES.join(', ')}` }),
    ),
    source: requiredText('Source', 120),
    date: Type.String({
      minLength: 1,
      pattern: DATE_PATTERN,
      ...messages({ required: 'Date is required', pattern: 'Date must be a valid date' }),
    }),
    description: requiredText('Description', 1000),
    content: requiredText('Content', 100_000),
    featuredImage: Type.Optional(
      Type.String({
        maxLength: 2000,
        pattern: `^$|${SITE_IMAGE_PATTERN}`,
        ...messages({ pattern: SITE_IMAGE_MESSAGE }),
      }),
    ),
    published: Type.Boolean({ default: false, ...messages({ invalid: 'Published must be true or false' }) }),
    scheduledDate: Type.Optional(
      Type.Union([
        Type.Null(),
        Type.String({ pattern: OPTIONAL_DATE_PATTERN, ...messages({ invalid: 'Scheduled date must be a valid date and time' }) }),
      ], messages({ invalid: 'Scheduled date must be a valid date and time' })),
    ),
    includeDisclaimer: Type.Boolean({
      default: true,
      ...messages({ invalid: 'Include disclaimer must be true or false' }),
    }),
    version: Type.Optional(Type.Integer({ minimum: 1, ...messages({ invalid: 'Version must be a whole number' }) })),
  },
  { additionalProperties: false },
);
export type ArticleInput = Static<typeof ArticleInput>;

/** The fields every view of an article carries alike: the public page, the admin list and the admin form. */
export interface ArticleText {
  title: string;
  slug: string;
  category: ArticleCategory;
  source: string;
  date: string;
  description: string;
  content: string;
}

/** What visitors receive from the public article API. Dates are ISO strings on the wire. */
export interface PublicArticle extends ArticleText {
  featuredImage: string | null;
  includeDisclaimer: boolean;
  /** The body ready to display: sanitized HTML, or markdown rendered then sanitized, on the server. */
  html: string;
}

/** What the administrator receives: every field, plus the optimistic-lock version. */
export interface AdminArticle extends Omit<PublicArticle, 'html'> {
  id: number;
  published: boolean;
  scheduledDate: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type ArticleStatus = 'Published' | 'Scheduled' | 'Draft';

/**
 * Published if published; else Scheduled if the date is still ahead; else Draft. A schedule
 * whose time has come is Published: visitors see it from that minute, whether or not the list was reloaded.
 */
export function articleStatus(
  article: Pick<AdminArticle, 'published' | 'scheduledDate'>,
  now: Date = new Date(),
): ArticleStatus {
  if (article.published) return 'Published';
  if (article.scheduledDate) return new Date(article.scheduledDate).getTime() > now.getTime() ? 'Scheduled' : 'Published';
  return 'Draft';
}

/** An article in a list: no body (source or rendered); the detail endpoint has it. */
export type ArticleListItem = Omit<PublicArticle, 'content' | 'html'>;

export const ARTICLE_LIST_DEFAULT_LIMIT = 20;
export const ARTICLE_LIST_MAX_LIMIT = 50;

/** Which part of the visible articles a list shows; `year` is a UTC calendar year, null for all. */
export interface ArticleListQuery {
  page: number;
  limit: number;
  year: number | null;
}

export interface ArticleListPage {
  items: ArticleListItem[];
  /** Visible articles matching the year filter, on every page. */
  total: number;
  /** Every year with at least one visible article, newest first (the year filter's choices). */
  years: number[];
}

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
