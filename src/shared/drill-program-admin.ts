import { type Static, Type } from '@sinclair/typebox';
import { DRILLING_CHECK_CODES, DrillProgram, DrillProgramInput, HOLE_STATUSES, HOLE_TYPES } from './drilling.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { messages } from './validation.ts';

/**
 * What the admin's Drilling screens read and send beyond the import contract of shared/drilling.ts: a
 * program's holes as imported, edits of its statements, the example set offered as a template.
 */

/** PUT /api/admin/drill-programs/{id}: the statements. Project, coordinate system and elements are fixed once created (the imported rows are read in them). */
export const DrillProgramUpdate = Type.Object(
  {
    ...Type.Pick(DrillProgramInput, ['name', 'laboratory', 'methods', 'qaqc', 'compositing', 'equivalentFormula']).properties,
    version: Type.Integer({ minimum: 1, ...messages({ label: 'Version' }) }),
  },
  { additionalProperties: false },
);
export type DrillProgramUpdate = Static<typeof DrillProgramUpdate>;

const GradeValue = Type.Object({ value: Type.Number(), belowDetection: Type.Boolean() });
export const ProgramInterval = Type.Object({
  from: Type.Number(),
  to: Type.Number(),
  trueWidth: Nullable(Type.Number()),
  trueWidthBasis: Nullable(Type.String()),
  includingOf: Nullable(Type.Object({ from: Type.Number(), to: Type.Number() })),
  grades: Type.Record(Type.String(), GradeValue),
});
export type ProgramInterval = Static<typeof ProgramInterval>;
export const ProgramHole = Type.Object({
  holeId: Type.String(),
  type: LiteralUnion(HOLE_TYPES),
  easting: Type.Number(),
  northing: Type.Number(),
  elevation: Type.Number(),
  azimuth: Type.Number(),
  dip: Type.Number(),
  length: Type.Number(),
  status: LiteralUnion(HOLE_STATUSES),
  underground: Type.Boolean(),
  withheldReason: Nullable(Type.String()),
  surveys: Type.Array(Type.Object({ depth: Type.Number(), azimuth: Type.Number(), dip: Type.Number() })),
  intervals: Type.Array(ProgramInterval),
});
export type ProgramHole = Static<typeof ProgramHole>;

/** GET /api/admin/drill-programs/{id}: the program with its holes as imported, and the releases that name it. */
export const DrillProgramDetail = Type.Object({
  program: DrillProgram,
  holes: Type.Array(ProgramHole),
  releases: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
});
export type DrillProgramDetail = Static<typeof DrillProgramDetail>;

/** A program a release names cannot be deleted: the release would lose its table. */
export const PROGRAM_IN_USE = 'This program is named by a release: remove it from the release first';

/** The example import set (content/drilling-example), offered as a template: invented data, never to be published. */
export const EXAMPLE_FILES = ['collars.csv', 'surveys.csv', 'intervals.csv'] as const;
export const ExampleParams = Type.Object({
  file: LiteralUnion(EXAMPLE_FILES, messages({ label: 'File', invalid: 'File must be collars.csv, surveys.csv or intervals.csv' })),
});

/** The drilling checks' codes among those the checks endpoint answers. */
export const isDrillingCheck = (code: string) => (DRILLING_CHECK_CODES as readonly string[]).includes(code);
