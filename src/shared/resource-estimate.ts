import { type Static, Type } from '@sinclair/typebox';
import { ArticleInput } from './article.ts';
import { DRILL_PROJECTS, type Element, ELEMENT_UNITS, ELEMENTS, ReleaseRef } from './drilling.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { SupersededBy } from './superseded.ts';
import { MAX_DATABASE_ID, messages, VISIBLE_TEXT_PATTERN } from './validation.ts';

/**
 * A mineral resource estimate as data (server/features/drilling/resource-estimates.ts): rows by CIM category
 * with tonnes, grades and contained metal, and the figures it rests on. It is public exactly when the release
 * it is attached to is (the one publication rule), and cannot change while that release is public.
 */

/** The rows a resource table may have: each CIM category alone, and the Measured + Indicated subtotal. */
export const RESOURCE_CATEGORIES = ['Measured', 'Indicated', 'Measured + Indicated', 'Inferred'] as const;

/** Printed under every public resource table (NI 43-101 s.2.3(1)(a); the checks look for it in the release too). */
export const RESOURCE_CAUTION_TEXT = 'Mineral resources are not mineral reserves and do not have demonstrated economic viability.';

/** Contained metal: millions of pounds for base metals (grades in %), thousands of troy ounces for precious (g/t). */
export const containedUnit = (element: Element) => (ELEMENT_UNITS[element] === '%' ? 'Mlb' : 'koz');

export const ESTIMATE_NAME_MAX_LENGTH = 160;
const STATEMENT_MAX_LENGTH = 2000;
export const MAX_RESOURCE_ROWS = 12;

const text = (label: string, maxLength = STATEMENT_MAX_LENGTH) =>
  Type.String({ minLength: 1, maxLength, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label }) });
const amount = (label: string) => Type.Number({ minimum: 0, maximum: 1e12, ...messages({ label, invalid: `${label} must be a number of at least 0` }) });
const byElement = (label: string) =>
  Type.Record(Type.String(), amount(label), messages({ label, invalid: `${label} must give a number of at least 0 for each element of the estimate` }));

export const ResourceRow = Type.Object(
  {
    /** A CIM category or the M+I subtotal; anything else (a total with Inferred) is an error of the checks. */
    category: Type.String({ minLength: 1, maxLength: 40, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label: 'Category' }) }),
    tonnes: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, ...messages({ label: 'Tonnes', invalid: 'Tonnes must be a number greater than 0' }) }),
    /** In the element's unit (ELEMENT_UNITS). */
    grades: byElement('Grades'),
    /** In containedUnit(element). */
    contained: byElement('Contained metal'),
  },
  { additionalProperties: false },
);
export type ResourceRow = Static<typeof ResourceRow>;

const ElementName = LiteralUnion(ELEMENTS, messages({ label: 'Element', invalid: `Elements must be from: ${ELEMENTS.join(', ')}` }));

/** POST /api/admin/resource-estimates and PUT /api/admin/resource-estimates/{id} (with `version`). */
export const ResourceEstimateInput = Type.Object(
  {
    project: LiteralUnion(DRILL_PROJECTS, messages({ label: 'Project', invalid: `Project must be one of: ${DRILL_PROJECTS.join(', ')}` })),
    name: text('Name', ESTIMATE_NAME_MAX_LENGTH),
    effectiveDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...messages({ label: 'Effective date', pattern: 'Effective date must be a date such as 2026-06-30' }) }),
    cutOff: text('Cut-off grade', 200),
    metalPrices: text('Metal prices'),
    assumptions: text('Key assumptions'),
    qualifiedPerson: text('Qualified Person', 200),
    /** The technical report the estimate comes from: a document of the library. */
    technicalReport: Nullable(Type.Integer({ minimum: 1, maximum: MAX_DATABASE_ID, ...messages({ label: 'Technical report', invalid: 'Technical report must be a document id' }) })),
    /** The grade columns, in order. */
    elements: Type.Array(ElementName, {
      minItems: 1,
      maxItems: ELEMENTS.length,
      uniqueItems: true,
      ...messages({ label: 'Elements', invalid: `Elements must list each of ${ELEMENTS.join(', ')} at most once, at least one` }),
    }),
    rows: Type.Array(ResourceRow, { minItems: 1, maxItems: MAX_RESOURCE_ROWS, ...messages({ label: 'Rows', invalid: `Rows must be 1 to ${MAX_RESOURCE_ROWS} resource categories` }) }),
    /** The release (article id) it is published with; null: not public. */
    release: Nullable(Type.Integer({ minimum: 1, maximum: MAX_DATABASE_ID, ...messages({ label: 'Release', invalid: 'Release must be an article id' }) })),
    override: ArticleInput.properties.override,
    version: Type.Optional(Type.Integer({ minimum: 1, ...messages({ label: 'Version', invalid: 'Version must be a whole number' }) })),
  },
  { additionalProperties: false },
);
export type ResourceEstimateInput = Static<typeof ResourceEstimateInput>;

const EstimateFields = Type.Omit(ResourceEstimateInput, ['override', 'version', 'release', 'elements', 'project']);

/** The admin's view. */
export const ResourceEstimate = Type.Object({
  ...EstimateFields.properties,
  id: Type.Integer(),
  project: Type.String(),
  elements: Type.Array(Type.String()),
  release: Nullable(Type.Integer()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ResourceEstimate = Static<typeof ResourceEstimate>;

export const ResourceEstimateParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_DATABASE_ID, ...messages({ label: 'Estimate id', invalid: 'Estimate id must be a whole number' }) }),
});

/** The public's view: the report by its title and address, when the library shows it. */
export const PublicResourceEstimate = Type.Object({
  ...Type.Omit(EstimateFields, ['technicalReport']).properties,
  project: Type.String(),
  elements: Type.Array(Type.String()),
  technicalReport: Nullable(Type.Object({ title: Type.String(), url: Type.String() })),
  release: ReleaseRef,
  /** The project's next newer public estimate, once there is one (National Policy 51-201: a superseded estimate says so). */
  supersededBy: Nullable(SupersededBy),
});
export type PublicResourceEstimate = Static<typeof PublicResourceEstimate>;

/** GET /api/resource-estimates?project={slug}: the project's public estimates, newest effective date first. */
export const PublicResourceEstimates = Type.Object({ estimates: Type.Array(PublicResourceEstimate) });
export type PublicResourceEstimates = Static<typeof PublicResourceEstimates>;

export const ESTIMATE_NOT_FOUND = 'Resource estimate not found';
export const ESTIMATE_PUBLIC = 'This estimate is public with its release: it cannot change, and cannot move to another release';
export const ESTIMATE_TO_PUBLIC_RELEASE = 'Attach the estimate to a release that is not public yet: a public release changes only through a correction';
export const ESTIMATE_CHANGED_ELSEWHERE = 'This estimate was changed elsewhere; reload to see the latest version';
