import { type Static, Type } from '@sinclair/typebox';
import { PUBLICATION_STATUSES, type PublicationStatus } from './publication-rule.ts';
import { QUARTERS } from './documents.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { idParam, messages, VISIBLE_TEXT_PATTERN } from './validation.ts';
import { LocalTimeInput, zonedTimeFields } from './zoned-time.ts';
import { DocumentProjectInput, PublicSupersession } from './superseded.ts';

/** The documents library: what the admin API and the public document list exchange. */
export const DOCUMENT_KINDS = {
  'mda': 'MD&A',
  'financial-statements': 'Financial Statements',
  'annual-report': 'Annual Report',
  'presentation': 'Corporate Presentation',
  'fact-sheet': 'Fact Sheet',
  'technical-report': 'Technical Report',
  'agm-notice': 'Notice of Meeting',
  'agm-proxy': 'Form of Proxy',
  'agm-circular': 'Information Circular',
  'other': 'Other',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;
const KIND_NAMES = Object.keys(DOCUMENT_KINDS) as DocumentKind[];
export const DocumentKind = LiteralUnion(KIND_NAMES, messages({ label: 'Kind', invalid: `Kind must be one of: ${KIND_NAMES.join(', ')}` }));

/** Statements and MD&A belong to a fiscal period; the Financial Statements page files them by it. */
export const PERIOD_KINDS: readonly DocumentKind[] = ['mda', 'financial-statements'];
export const isPeriodKind = (kind: DocumentKind) => PERIOD_KINDS.includes(kind);

export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
export const NOT_A_PDF = 'Only PDF files can be uploaded: this file is not a PDF';
export const DOCUMENT_TOO_LARGE = 'Documents can be at most 50 MB';
export const NO_FILE = 'Choose a PDF file to upload';
export const FISCAL_YEAR_REQUIRED = 'Fiscal year is required for MD&A and financial statements';
export const QUARTER_REQUIRED = 'Quarter is required for MD&A and financial statements';
export const DOCUMENT_STALE = 'This document was changed elsewhere; reload to see the latest version';
export const DOCUMENT_NOT_FOUND = 'Document not found';

export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 2000;
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 120;
export const FISCAL_YEAR_MIN = 2000;
export const FISCAL_YEAR_MAX = 2100;

const EARLIEST_DOCUMENT_DATE = `${FISCAL_YEAR_MIN}-01-01`;

/**
 * Why a document date (a real YYYY-MM-DD) is out of range on the company's `today`, or null: from the
 * first fiscal year to a year ahead, room for a notice of a meeting called months out.
 */
export function documentDateProblem(date: string, today: string): string | null {
  if (date < EARLIEST_DOCUMENT_DATE) return `Document date cannot be before ${FISCAL_YEAR_MIN}`;
  // Compared as text, so February 29 needs no calendar: a year after it is everything up to February 28.
  if (date > `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`) return 'Document date cannot be more than a year ahead';
  return null;
}

const CALENDAR_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

export const Quarter = LiteralUnion(QUARTERS, messages({ label: 'Quarter', invalid: 'Quarter must be Q1, Q2, Q3 or Q4' }));

/**
 * A document's metadata: the upload's form fields (sent as multipart text, read into this shape) and,
 * with `version`, the body of PUT /api/admin/documents/:id.
 */
export const DocumentFields = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: DOCUMENT_TITLE_MAX_LENGTH, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label: 'Title' }) }),
    kind: DocumentKind,
    documentDate: Type.String({
      minLength: 1,
      pattern: CALENDAR_DATE,
      ...messages({ label: 'Document date', pattern: 'Document date must be a date (YYYY-MM-DD)' }),
    }),
    fiscalYear: Type.Optional(
      Nullable(
        Type.Integer({ minimum: FISCAL_YEAR_MIN, maximum: FISCAL_YEAR_MAX }),
        messages({ label: 'Fiscal year', invalid: `Fiscal year must be a year from ${FISCAL_YEAR_MIN} to ${FISCAL_YEAR_MAX}` }),
      ),
    ),
    quarter: Type.Optional(Nullable(Quarter, messages({ label: 'Quarter', invalid: 'Quarter must be Q1, Q2, Q3 or Q4' }))),
    project: DocumentProjectInput,
    description: Type.Optional(Type.String({ maxLength: DOCUMENT_DESCRIPTION_MAX_LENGTH, ...messages({ label: 'Description' }) })),
    published: Type.Optional(Type.Boolean({ default: false, ...messages({ label: 'Published', invalid: 'Published must be true or false' }) })),
    scheduledDate: Type.Optional(
      Nullable(
        Type.String({ pattern: `^$|${INSTANT}` }),
        messages({ label: 'Scheduled date', invalid: 'Scheduled date must be a valid date and time' }),
      ),
    ),
    /** The schedule as typed in the company's zone, read by the server; when sent it decides, instead of `scheduledDate`. */
    scheduledLocal: LocalTimeInput('Scheduled time'),
  },
  { additionalProperties: false },
);
export type DocumentFields = Static<typeof DocumentFields>;

/**
 * A document form's text fields (the upload's multipart parts, the admin's edit form) as the schema's JSON
 * shape: numbers and booleans arrive as text, and an empty optional field means "none".
 */
export function fieldsFromForm(form: Record<string, string>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(form)) {
    if (name === 'fiscalYear') value[name] = text === '' ? null : /^\d+$/.test(text) ? Number(text) : text;
    else if (name === 'published') value[name] = text === 'true' ? true : text === 'false' ? false : text;
    else if ((name === 'quarter' || name === 'project' || name === 'scheduledDate' || name === 'scheduledLocal') && text === '') value[name] = null;
    else value[name] = text;
  }
  return value;
}

export const DocumentUpdate = Type.Object(
  {
    ...DocumentFields.properties,
    version: Type.Integer({ minimum: 1, ...messages({ label: 'Version', invalid: 'Version must be a whole number' }) }),
  },
  { additionalProperties: false },
);
export type DocumentUpdate = Static<typeof DocumentUpdate>;

export const DOCUMENT_STATUSES = PUBLICATION_STATUSES;
export type DocumentStatus = PublicationStatus;

/** What describes a document, as visitors read it and as each revision keeps it. */
const DocumentMetadata = Type.Object({
  title: Type.String(),
  kind: DocumentKind,
  /** YYYY-MM-DD. */
  documentDate: Type.String(),
  fiscalYear: Nullable(Type.Integer()),
  quarter: Nullable(Quarter),
  description: Type.String(),
});
export type DocumentMetadata = Static<typeof DocumentMetadata>;

/** What visitors receive of one public document. */
export const PublicDocument = Type.Object({
  id: Type.Integer(),
  ...DocumentMetadata.properties,
  url: Type.String(),
  fileName: Type.String(),
  bytes: Type.Integer(),
  /** Read from the file; null when it could not be (see server/features/documents/pdf-pages.ts). */
  pages: Nullable(Type.Integer()),
  ...PublicSupersession,
});
export type PublicDocument = Static<typeof PublicDocument>;

export const AdminDocument = Type.Object({
  ...PublicDocument.properties,
  published: Type.Boolean(),
  scheduledDate: Nullable(Type.String()),
  /** The pending schedule read in the company's zone by the server: the control's value and its label. */
  ...zonedTimeFields('scheduled'),
  status: LiteralUnion(DOCUMENT_STATUSES),
  version: Type.Integer(),
});
export type AdminDocument = Static<typeof AdminDocument>;

/** One stored file of a document; replacing the file adds one, restoring makes an earlier one current again. */
export const DocumentFileVersion = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  bytes: Type.Integer(),
  pages: Nullable(Type.Integer()),
  uploadedAt: Type.String(),
  /** When it was uploaded, as the company reads it: "November 28, 2026, 9:00 AM PST". */
  uploadedLabel: Type.String(),
  uploadedBy: Nullable(Type.String()),
  current: Type.Boolean(),
});
export type DocumentFileVersion = Static<typeof DocumentFileVersion>;

/** One write of a document as the history shows it. */
export const DocumentRevision = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  username: Nullable(Type.String()),
  createdAt: Type.String(),
  snapshot: Type.Object({
    ...DocumentMetadata.properties,
    published: Type.Boolean(),
    scheduledDate: Nullable(Type.String()),
    fileId: Nullable(Type.Integer()),
  }),
});
export type DocumentRevision = Static<typeof DocumentRevision>;
export type DocumentSnapshot = DocumentRevision['snapshot'];

export const DocumentIdParams = Type.Object({ id: idParam('Document id') });
export const DocumentFileParams = Type.Object({ id: idParam('Document id'), fileId: idParam('File version id') });

/** GET /api/documents: `year` is the fiscal year for statements and MD&A, the document date's year otherwise. */
export const DocumentListQuery = Type.Object(
  {
    kind: Type.Optional(DocumentKind),
    year: Type.Optional(Type.Integer({ minimum: FISCAL_YEAR_MIN, maximum: FISCAL_YEAR_MAX, ...messages({ label: 'Year', invalid: 'Year must be a year' }) })),
  },
  { additionalProperties: false },
);
export type DocumentListQuery = Static<typeof DocumentListQuery>;

/** The year a document is filed under on the site. */
export function documentYear(doc: Pick<PublicDocument, 'fiscalYear' | 'documentDate'>): number {
  return doc.fiscalYear ?? Number(doc.documentDate.slice(0, 4));
}
