import { type Static, Type } from '@sinclair/typebox';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { MAX_DATABASE_ID, messages, VISIBLE_TEXT_PATTERN } from './validation.ts';

/**
 * Drill results as data (server/features/drilling): programs, their holes and reported intervals, the CSV
 * files they are imported from, and what the public API answers. Releases name the programs they report.
 */

/** The company's projects a drill program can belong to: Copper Keg and Eaglehead, pages /projects/{slug}. */
export const DRILL_PROJECTS = ['copper-keg', 'eaglehead'] as const;
export type DrillProject = (typeof DRILL_PROJECTS)[number];

/** UTM zones 7 to 22 north on NAD83 (EPSG:26907 to 26922) or WGS 84 (EPSG:32607 to 32622): Canada's zones. */
export const CRS_PATTERN = '^EPSG:(?:269|326)(?:0[7-9]|1[0-9]|2[0-2])$';
export const UNSUPPORTED_CRS = 'Unsupported coordinate system';

/** Grades are stored in one fixed unit per element, as the intervals file's column names say. */
export const ELEMENT_UNITS = { Cu: '%', Mo: '%', Zn: '%', Pb: '%', Ni: '%', Co: '%', Au: 'g/t', Ag: 'g/t', Pt: 'g/t', Pd: 'g/t' } as const;
export type Element = keyof typeof ELEMENT_UNITS;
export const ELEMENTS = Object.keys(ELEMENT_UNITS) as Element[];
/** The intervals file's column of an element: cu_pct, au_gpt. */
export const gradeColumn = (element: Element) => `${element.toLowerCase()}_${ELEMENT_UNITS[element] === '%' ? 'pct' : 'gpt'}`;

export const HOLE_TYPES = ['diamond', 'RC', 'RAB', 'aircore', 'percussion', 'sonic'] as const;
export type HoleType = (typeof HOLE_TYPES)[number];
export const HOLE_STATUSES = ['planned', 'drilling', 'complete', 'assays pending', 'reported'] as const;
export type HoleStatus = (typeof HOLE_STATUSES)[number];
/** A hole in one of these has its results in: without an interval it had no significant intercept (NSI). */
export const RESULTS_IN: readonly HoleStatus[] = ['complete', 'reported'];

export const HOLE_ID_MAX_LENGTH = 40;
export const HOLE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const REASON_MAX_LENGTH = 300;
export const PROGRAM_NAME_MAX_LENGTH = 120;
const STATEMENT_MAX_LENGTH = 1000;

const text = (label: string, maxLength = STATEMENT_MAX_LENGTH) => Type.String({ maxLength, ...messages({ label }) });
const strict = { additionalProperties: false } as const;

/**
 * The program's statements the result tables print as footnotes. Each may stay empty while the program is
 * drafted; the pre-publish checks refuse a release whose programs lack the laboratory, QA/QC or method.
 */
export const Laboratory = Type.Object(
  { name: text('Laboratory name'), location: text('Laboratory location'), accreditation: text('Laboratory accreditation'), independence: text('Laboratory independence') },
  { ...strict, ...messages({ label: 'Laboratory' }) },
);
export const QaQc = Type.Object(
  { standards: text('QA/QC standards'), blanks: text('QA/QC blanks'), duplicates: text('QA/QC duplicates') },
  { ...strict, ...messages({ label: 'QA/QC' }) },
);
export const Compositing = Type.Object(
  { cutOff: text('Cut-off grade'), maxInternalDilution: text('Maximum internal dilution'), topCut: text('Top cut') },
  { ...strict, ...messages({ label: 'Compositing' }) },
);
/** Required whenever a metal-equivalent grade is shown: how it is computed, with the prices and recoveries used. */
export const EquivalentFormula = Type.Object(
  { formula: text('Equivalent formula'), prices: text('Metal prices'), recoveries: text('Recoveries') },
  { ...strict, ...messages({ label: 'Metal-equivalent formula' }) },
);
export type Laboratory = Static<typeof Laboratory>;
export type QaQc = Static<typeof QaQc>;
export type Compositing = Static<typeof Compositing>;
export type EquivalentFormula = Static<typeof EquivalentFormula>;

const ElementName = LiteralUnion(ELEMENTS, messages({ label: 'Element', invalid: `Elements must be from: ${ELEMENTS.join(', ')}` }));

/** POST /api/admin/drill-programs. */
export const DrillProgramInput = Type.Object(
  {
    project: LiteralUnion(DRILL_PROJECTS, messages({ label: 'Project', invalid: `Project must be one of: ${DRILL_PROJECTS.join(', ')}` })),
    name: Type.String({ minLength: 1, maxLength: PROGRAM_NAME_MAX_LENGTH, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label: 'Name' }) }),
    crs: Type.String({ pattern: CRS_PATTERN, ...messages({ label: 'Coordinate system', pattern: UNSUPPORTED_CRS, invalid: UNSUPPORTED_CRS }) }),
    /** The grade columns; the first is the primary element ("including" intervals must be richer in it). */
    elements: Type.Array(ElementName, {
      minItems: 1,
      maxItems: ELEMENTS.length,
      uniqueItems: true,
      ...messages({ label: 'Elements', invalid: `Elements must list each of ${ELEMENTS.join(', ')} at most once, at least one` }),
    }),
    laboratory: Laboratory,
    methods: text('Analytical methods'),
    qaqc: QaQc,
    compositing: Compositing,
    equivalentFormula: Type.Optional(Nullable(EquivalentFormula)),
  },
  strict,
);
export type DrillProgramInput = Static<typeof DrillProgramInput>;

/** The program's statements as a result table carries them. */
export const ProgramStatements = Type.Object({
  ...Type.Omit(DrillProgramInput, ['equivalentFormula', 'elements', 'project']).properties,
  project: Type.String(),
  elements: Type.Array(Type.String()),
  equivalentFormula: Nullable(EquivalentFormula),
});
export type ProgramStatements = Static<typeof ProgramStatements>;

/** GET /api/admin/drill-programs: each program with the size of its current data. */
export const DrillProgram = Type.Object({
  ...ProgramStatements.properties,
  id: Type.Integer(),
  holes: Type.Integer(),
  intervals: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type DrillProgram = Static<typeof DrillProgram>;

export const DrillProgramParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_DATABASE_ID, ...messages({ label: 'Program id', invalid: 'Program id must be a whole number' }) }),
});
export const EXPORT_FILES = ['collars', 'surveys', 'intervals'] as const;
export type ImportFile = (typeof EXPORT_FILES)[number];
export const ExportParams = Type.Object({
  ...DrillProgramParams.properties,
  file: LiteralUnion(['collars.csv', 'surveys.csv', 'intervals.csv'], messages({ label: 'File', invalid: 'File must be collars.csv, surveys.csv or intervals.csv' })),
});

/** The CSV layouts geologists keep (one file each); optional columns may follow, in any order. */
export const COLLAR_COLUMNS = ['hole_id', 'easting', 'northing', 'elevation', 'azimuth', 'dip', 'length'] as const;
export const COLLAR_OPTIONAL_COLUMNS = ['type', 'status', 'underground', 'withheld_reason'] as const;
export const SURVEY_COLUMNS = ['hole_id', 'depth', 'azimuth', 'dip'] as const;
/** Followed by one grade column per element of the program (gradeColumn). */
export const INTERVAL_COLUMNS = ['hole_id', 'from', 'to', 'true_width', 'including_of'] as const;
export const INTERVAL_OPTIONAL_COLUMNS = ['true_width_basis'] as const;
/** `true_width` when the geometry is not known well enough to give one (a basis must say why). */
export const UNKNOWN_TRUE_WIDTH = 'unknown';

/** POST /api/admin/drill-programs/{id}/import?correction=true also changes holes a public release shows. */
export const ImportQuery = Type.Object({
  correction: Type.Optional(Type.Boolean({ ...messages({ label: 'Correction', invalid: 'Correction must be true or false' }) })),
});
export const ImportError = Type.Object({
  file: LiteralUnion(EXPORT_FILES),
  /** Counted from 1 after the header; 0 is the header itself. */
  row: Type.Integer(),
  /** The column, or '' for the row as a whole. */
  field: Type.String(),
  message: Type.String(),
});
export type ImportError = Static<typeof ImportError>;
export const IMPORT_REFUSED = 'The files have errors: nothing was imported';
export const ImportRefusal = Type.Object({ message: Type.String(), errors: Type.Array(ImportError) });
export type ImportRefusal = Static<typeof ImportRefusal>;
export const ImportResult = Type.Object({ holes: Type.Integer(), intervals: Type.Integer() });
export type ImportResult = Static<typeof ImportResult>;

/** A grade as reported: below detection it is the detection limit, flagged. */
export interface Grade {
  value: number;
  belowDetection: boolean;
}
export interface Survey {
  depth: number;
  azimuth: number;
  dip: number;
}
export interface TableInterval {
  from: number;
  to: number;
  /** Null with a basis: unknown; null without one: not given (the checks refuse it). */
  trueWidth: number | null;
  trueWidthBasis: string | null;
  includingOf: { from: number; to: number } | null;
  grades: Partial<Record<Element, Grade>>;
}
export interface TableHole {
  holeId: string;
  type: HoleType;
  easting: number;
  northing: number;
  elevation: number;
  azimuth: number;
  dip: number;
  length: number;
  status: HoleStatus;
  underground: boolean;
  withheldReason: string | null;
  surveys: Survey[];
  intervals: TableInterval[];
}
/** A program's result table: what a release shows, kept with it as published. */
export interface ResultTable {
  program: ProgramStatements;
  holes: TableHole[];
}

const IncludingOf = Nullable(Type.Object({ from: Type.Number(), to: Type.Number() }));
export const PublicInterval = Type.Object({
  from: Type.Number(),
  to: Type.Number(),
  /** Core length: to - from. */
  length: Type.Number(),
  trueWidth: Nullable(Type.Number()),
  trueWidthBasis: Nullable(Type.String()),
  includingOf: IncludingOf,
  /** In the element's unit (ELEMENT_UNITS); null below detection, whose limit `belowDetection` gives. */
  grades: Type.Record(Type.String(), Nullable(Type.Number())),
  belowDetection: Type.Record(Type.String(), Type.Number()),
});
export type PublicInterval = Static<typeof PublicInterval>;
export const TracePoint = Type.Object({ lon: Type.Number(), lat: Type.Number(), elevation: Type.Number() });
export type TracePoint = Static<typeof TracePoint>;
/** A hole as a table shows it, with its collar in WGS 84 too and its trace (minimum curvature from its surveys). */
export const TableHoleView = Type.Object({
  holeId: Type.String(),
  easting: Type.Number(),
  northing: Type.Number(),
  elevation: Type.Number(),
  crs: Type.String(),
  lon: Type.Number(),
  lat: Type.Number(),
  azimuth: Type.Number(),
  dip: Type.Number(),
  length: Type.Number(),
  /** No significant intercept: results in, no interval reported. */
  nsi: Type.Boolean(),
  withheldReason: Nullable(Type.String()),
  intervals: Type.Array(PublicInterval),
  trace: Type.Array(TracePoint),
});
export type TableHoleView = Static<typeof TableHoleView>;
export const ReleaseRef = Type.Object({ slug: Type.String(), title: Type.String() });
/** GET /api/drill-results?project={slug}: each public hole once, with the release that disclosed it first. */
export const PublicHole = Type.Object({ ...TableHoleView.properties, release: ReleaseRef });
export type PublicHole = Static<typeof PublicHole>;
export const DrillResults = Type.Object({ holes: Type.Array(PublicHole) });
export type DrillResults = Static<typeof DrillResults>;
export const DrillResultsQuery = Type.Object({
  project: LiteralUnion(DRILL_PROJECTS, messages({ label: 'Project', invalid: `Project must be one of: ${DRILL_PROJECTS.join(', ')}` })),
});
export const ProjectParams = Type.Object({ slug: Type.String({ maxLength: 60 }) });

/**
 * GET /api/drill-results/releases/{slug}: a public release's tables, each as first published and then as each
 * correction left it (`correction` null for the first), oldest first; `current` marks the one shown now.
 */
export const ReleaseResults = Type.Object({
  tables: Type.Array(
    Type.Object({
      program: ProgramStatements,
      correction: Nullable(Type.Object({ at: Type.String(), note: Type.String() })),
      current: Type.Boolean(),
      holes: Type.Array(TableHoleView),
    }),
  ),
});
export type ReleaseResults = Static<typeof ReleaseResults>;

/** `drillPrograms` of the article create and update bodies: the programs whose tables the release reports. */
export const MAX_RELEASE_PROGRAMS = 10;
export const ReleaseDrillPrograms = Type.Optional(
  Type.Array(Type.Integer({ minimum: 1, maximum: MAX_DATABASE_ID, ...messages({ label: 'Drill program', invalid: 'Drill programs must be program ids' }) }), {
    default: [],
    maxItems: MAX_RELEASE_PROGRAMS,
    uniqueItems: true,
    ...messages({ label: 'Drill programs', invalid: `Drill programs must name up to ${MAX_RELEASE_PROGRAMS} programs, each once` }),
  }),
);

/** The pre-publish checks of a release with results (server/features/drilling/result-checks.ts). */
export const DRILLING_CHECK_CODES = [
  'lab-statement-missing',
  'qaqc-statement-missing',
  'method-missing',
  'hole-unreported',
  'true-width-missing',
  'headline-mismatch',
  'equivalent-formula-missing',
  'equivalent-grades-missing',
  'resource-inferred-summed',
  'resource-caution-missing',
] as const;

/** Where one table of a public release downloads, by its place among the release's tables (from 1, each version counts). */
export const releaseTableUrl = (slug: string, table: number, format: 'csv' | 'json') =>
  `/api/drill-results/releases/${encodeURIComponent(slug)}/${table}.${format}`;
