import { defineEntity, p } from '@mikro-orm/core';
import type { Compositing, EquivalentFormula, Grade, Laboratory, QaQc, ResultTable } from '../../../shared/drilling.ts';
import { CORRECTION_NOTE_MAX_LENGTH } from '../../../shared/article.ts';
import { HOLE_ID_MAX_LENGTH, PROGRAM_NAME_MAX_LENGTH, REASON_MAX_LENGTH } from '../../../shared/drilling.ts';
import { ESTIMATE_NAME_MAX_LENGTH, type ResourceRow } from '../../../shared/resource-estimate.ts';
import { ArticleSchema } from './article.entity.ts';

/** A DOUBLE PRECISION column read as a JS number (MikroORM reads doubles as strings unless told). */
const float64 = () => p.double().runtimeType('number').$type<number>();

/** A drilling campaign of one project ("Copper Keg 2026"): its coordinate system, grade columns and statements. */
export const DrillProgramSchema = defineEntity({
  name: 'DrillProgram',
  tableName: 'drill_program',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: p.string().length(40),
    name: p.string().length(PROGRAM_NAME_MAX_LENGTH),
    crs: p.string().length(10),
    elements: p.json<string[]>(),
    laboratory: p.json<Laboratory>(),
    methods: p.text(),
    qaqc: p.json<QaQc>(),
    compositing: p.json<Compositing>(),
    equivalentFormula: p.json<EquivalentFormula>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});
export class DrillProgram extends DrillProgramSchema.class {}
DrillProgramSchema.setClass(DrillProgram);

/** A hole: its id is unique within the project (`project` copies the program's, for the unique index). */
export const DrillHoleSchema = defineEntity({
  name: 'DrillHole',
  tableName: 'drill_hole',
  properties: {
    id: p.integer().primary().autoincrement(),
    program: () => p.manyToOne(DrillProgramSchema).deleteRule('cascade'),
    project: p.string().length(40),
    holeId: p.string().length(HOLE_ID_MAX_LENGTH),
    type: p.string().length(20),
    easting: float64(),
    northing: float64(),
    elevation: float64(),
    azimuth: float64(),
    dip: float64(),
    length: float64(),
    status: p.string().length(20),
    /** Underground holes may point up: their dip is not limited to [-90, 0]. */
    underground: p.boolean().default(false),
    /** Why the table prints no result for it (a footnote), when it is withheld. */
    withheldReason: p.string().length(REASON_MAX_LENGTH).nullable(),
  },
  uniques: [{ name: 'drill_hole_project_hole_id_unique', properties: ['project', 'holeId'] }],
  indexes: [{ name: 'drill_hole_program_idx', properties: ['program'] }],
});
export class DrillHole extends DrillHoleSchema.class {}
DrillHoleSchema.setClass(DrillHole);

export const DrillSurveySchema = defineEntity({
  name: 'DrillSurvey',
  tableName: 'drill_survey',
  properties: {
    id: p.integer().primary().autoincrement(),
    hole: () => p.manyToOne(DrillHoleSchema).deleteRule('cascade'),
    depth: float64(),
    azimuth: float64(),
    dip: float64(),
  },
  indexes: [{ name: 'drill_survey_hole_idx', properties: ['hole', 'depth'] }],
});
export class DrillSurvey extends DrillSurveySchema.class {}
DrillSurveySchema.setClass(DrillSurvey);

/** A reported composite; an "including" interval names its parent. `from` and `to` are SQL words: other column names. */
export const DrillIntervalSchema = defineEntity({
  name: 'DrillInterval',
  tableName: 'drill_interval',
  properties: {
    id: p.integer().primary().autoincrement(),
    hole: () => p.manyToOne(DrillHoleSchema).deleteRule('cascade'),
    from: float64().fieldName('depth_from'),
    to: float64().fieldName('depth_to'),
    trueWidth: float64().nullable(),
    trueWidthBasis: p.string().length(REASON_MAX_LENGTH).nullable(),
    grades: p.json<Record<string, Grade>>(),
    includingOf: () => p.manyToOne(DrillIntervalSchema).nullable().deleteRule('cascade'),
  },
  indexes: [{ name: 'drill_interval_hole_idx', properties: ['hole', 'from'] }],
});
export class DrillInterval extends DrillIntervalSchema.class {}
DrillIntervalSchema.setClass(DrillInterval);

/** The programs a release reports: its result tables. */
export const ReleaseDrillProgramSchema = defineEntity({
  name: 'ReleaseDrillProgram',
  tableName: 'release_drill_program',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: () => p.manyToOne(ArticleSchema).deleteRule('cascade'),
    program: () => p.manyToOne(DrillProgramSchema).deleteRule('cascade'),
  },
  uniques: [{ name: 'release_drill_program_unique', properties: ['article', 'program'] }],
  indexes: [{ name: 'release_drill_program_program_idx', properties: ['program'] }],
});
export class ReleaseDrillProgram extends ReleaseDrillProgramSchema.class {}
ReleaseDrillProgramSchema.setClass(ReleaseDrillProgram);

/**
 * A result table as a release published it, kept for ever with the release: the first when it went public,
 * then one per correction that changed it. A program with published tables cannot be deleted.
 */
export const ReleaseDrillTableSchema = defineEntity({
  name: 'ReleaseDrillTable',
  tableName: 'release_drill_table',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: () => p.manyToOne(ArticleSchema).deleteRule('cascade'),
    program: () => p.manyToOne(DrillProgramSchema).deleteRule('restrict'),
    takenAt: p.datetime(),
    /** Null for the table as first published; a correction's note otherwise. */
    correctionNote: p.string().length(CORRECTION_NOTE_MAX_LENGTH).nullable(),
    rows: p.json<ResultTable>(),
  },
  indexes: [{ name: 'release_drill_table_article_idx', properties: ['article', 'program', 'id'] }],
});
export class ReleaseDrillTable extends ReleaseDrillTableSchema.class {}
ReleaseDrillTableSchema.setClass(ReleaseDrillTable);

/**
 * A mineral resource estimate, public exactly when the release it is attached to is. Its report is a library
 * document (kept if the document goes: the estimate then names none).
 */
export const ResourceEstimateSchema = defineEntity({
  name: 'ResourceEstimate',
  tableName: 'resource_estimate',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: p.string().length(40),
    name: p.string().length(ESTIMATE_NAME_MAX_LENGTH),
    /** A calendar date, YYYY-MM-DD: never shifts with a time zone. */
    effectiveDate: p.string().length(10),
    cutOff: p.string().length(200),
    metalPrices: p.text(),
    assumptions: p.text(),
    qualifiedPerson: p.string().length(200),
    technicalReport: p.integer().nullable(),
    elements: p.json<string[]>(),
    rows: p.json<ResourceRow[]>(),
    release: () => p.manyToOne(ArticleSchema).nullable().deleteRule('set null'),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
  indexes: [
    { name: 'resource_estimate_project_idx', properties: ['project'] },
    { name: 'resource_estimate_release_idx', properties: ['release'] },
  ],
});
export class ResourceEstimate extends ResourceEstimateSchema.class {}
ResourceEstimateSchema.setClass(ResourceEstimate);

export const DRILLING_ENTITIES = [
  DrillProgramSchema,
  DrillHoleSchema,
  DrillSurveySchema,
  DrillIntervalSchema,
  ReleaseDrillProgramSchema,
  ReleaseDrillTableSchema,
  ResourceEstimateSchema,
];
