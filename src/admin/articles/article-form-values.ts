import {
  type AdminArticle,
  type ArticleInput,
  type ArticleText,
  type ArticleUpdate,
  DEFAULT_CATEGORY,
  DEFAULT_SOURCE,
} from '../../shared/article.ts';
import { zonedInputToInstant } from '../../shared/company-time.ts';

/** The article form as the controls hold it: strings as typed, the schedule as a datetime-local value in the company's zone. */
export interface ArticleFormValues extends ArticleText {
  featuredImage: string;
  published: boolean;
  scheduledDate: string;
  includeDisclaimer: boolean;
  emailSubscribers: boolean;
  /** The drill programs whose tables the release reports. */
  drillPrograms: number[];
  /** The newswire time as a datetime-local value in the company's zone, the SEDAR+ filing, and the hold for the wire. */
  disseminatedLocal: string;
  filingUrl: string;
  holdForWire: boolean;
}

/** Fields in screen order, so the first invalid one can take focus. */
export const FIELD_ORDER = [
  'title',
  'slug',
  'category',
  'source',
  'date',
  'description',
  'content',
  'featuredImage',
  'drillPrograms',
  'published',
  'emailSubscribers',
  'disseminatedLocal',
  'filingUrl',
  'scheduledDate',
  'includeDisclaimer',
  'override.reason',
  'correctionKind',
  'correctionNote',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the administrator's time zone, as a date input value (YYYY-MM-DD). */
export function localDateValue(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An empty form: today's date, the default category and source, no schedule, the disclaimer included. */
export function emptyArticleForm(now: Date = new Date()): ArticleFormValues {
  return {
    title: '',
    slug: '',
    category: DEFAULT_CATEGORY,
    source: DEFAULT_SOURCE,
    date: localDateValue(now),
    description: '',
    content: '',
    featuredImage: '',
    published: false,
    scheduledDate: '',
    includeDisclaimer: true,
    emailSubscribers: true,
    drillPrograms: [],
    disseminatedLocal: '',
    filingUrl: '',
    holdForWire: false,
  };
}

/**
 * The edit form. Article dates are stored as UTC midnight and shown in UTC (format-date.ts), so the
 * calendar day is the UTC one. A pending schedule is shown in the company's zone, to be moved or cleared.
 */
export function articleFormFrom(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    source: article.source,
    date: new Date(article.date).toISOString().slice(0, 10),
    description: article.description,
    content: article.content,
    featuredImage: article.featuredImage ?? '',
    published: article.published,
    // The server reads the schedule in the company's zone with its own zone data: shown as it answered.
    scheduledDate: article.scheduledLocal && !article.published ? article.scheduledLocal : '',
    includeDisclaimer: article.includeDisclaimer,
    emailSubscribers: article.emailSubscribers,
    drillPrograms: article.drillPrograms ?? [],
    disseminatedLocal: article.disseminatedLocal ?? '',
    filingUrl: article.filingUrl ?? '',
    holdForWire: article.holdForWire,
  };
}

function commonBody(values: ArticleFormValues) {
  return {
    title: values.title,
    slug: values.slug,
    category: values.category,
    source: values.source,
    date: values.date,
    description: values.description,
    content: values.content,
    featuredImage: values.featuredImage,
    published: values.published,
    emailSubscribers: values.emailSubscribers,
    drillPrograms: values.drillPrograms,
    disseminatedLocal: values.disseminatedLocal || null,
    filingUrl: values.filingUrl.trim() || null,
    holdForWire: values.holdForWire,
  };
}

/**
 * The schedule as typed in the company's zone (`scheduledLocal`), which the server reads with its own zone
 * data; publishing now drops it. The instant beside it is only for a draft preview's status line: when
 * `scheduledLocal` is sent the server ignores it. Anything unreadable is sent as typed, for the schema to name the field.
 */
function scheduleOf(values: ArticleFormValues, zone: string): { scheduledLocal: string | null; scheduledDate: string | null } {
  if (values.published || !values.scheduledDate) return { scheduledLocal: null, scheduledDate: null };
  return { scheduledLocal: values.scheduledDate, scheduledDate: zonedInputToInstant(values.scheduledDate, zone)?.toISOString() ?? null };
}

export function createBody(values: ArticleFormValues, zone: string): ArticleInput {
  return { ...commonBody(values), includeDisclaimer: values.includeDisclaimer, ...scheduleOf(values, zone) };
}

/** The update body: the form fields, the disclaimer the dialog does not show, and the version it was loaded at. */
export function updateBody(values: ArticleFormValues, article: AdminArticle, zone: string): ArticleUpdate {
  return {
    ...commonBody(values),
    ...scheduleOf(values, zone),
    includeDisclaimer: article.includeDisclaimer,
    version: article.version,
  };
}
