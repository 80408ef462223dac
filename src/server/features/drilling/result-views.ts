import {
  type DrillResults,
  type Element,
  ELEMENTS,
  gradeColumn,
  type PublicInterval,
  type ReleaseResults,
  RESULTS_IN,
  type TableHole,
  type TableHoleView,
  type TableInterval,
} from '../../../shared/drilling.ts';
import { writeCsv } from './csv.ts';
import { holeTrace } from './hole-path.ts';
import { toWgs84 } from './projection.ts';
import type { ShownTable } from './release-tables.ts';

function intervalView(interval: TableInterval): PublicInterval {
  const grades: PublicInterval['grades'] = {};
  const belowDetection: PublicInterval['belowDetection'] = {};
  for (const [element, grade] of Object.entries(interval.grades)) {
    grades[element] = grade.belowDetection ? null : grade.value;
    if (grade.belowDetection) belowDetection[element] = grade.value;
  }
  const { from, to, trueWidth, trueWidthBasis, includingOf } = interval;
  return { from, to, length: Number((to - from).toFixed(6)), trueWidth, trueWidthBasis, includingOf, grades, belowDetection };
}

/** A hole as the public reads it: its collar in WGS 84 too, its trace, and no intervals when its results are withheld. */
export function holeView(hole: TableHole, crs: string): TableHoleView {
  const { holeId, easting, northing, elevation, azimuth, dip, length, withheldReason, intervals } = hole;
  return {
    holeId,
    easting,
    northing,
    elevation,
    crs,
    ...toWgs84(crs, easting, northing),
    azimuth,
    dip,
    length,
    nsi: !intervals.length && !withheldReason && RESULTS_IN.includes(hole.status),
    withheldReason,
    intervals: withheldReason ? [] : intervals.map(intervalView),
    trace: holeTrace(hole).map((point) => ({ ...toWgs84(crs, point.easting, point.northing), elevation: point.elevation })),
  };
}

/** Each public hole once, as the release that disclosed it first shows it now (its latest version). */
export function projectResults(shown: ShownTable[]): DrillResults {
  const seen = new Set<string>();
  const holes: DrillResults['holes'] = [];
  for (const table of shown) {
    const { program, holes: rows } = table.versions.at(-1)!.rows;
    for (const hole of rows) {
      if (seen.has(hole.holeId)) continue;
      seen.add(hole.holeId);
      holes.push({ ...holeView(hole, program.crs), release: table.release });
    }
  }
  return { holes };
}

/** A release's tables, every version of each, oldest first. */
export function releaseResults(shown: ShownTable[]): ReleaseResults {
  return {
    tables: shown.flatMap(({ versions }) =>
      versions.map(({ rows, correction }, index) => ({
        program: rows.program,
        correction,
        current: index === versions.length - 1,
        holes: rows.holes.map((hole) => holeView(hole, rows.program.crs)),
      })),
    ),
  };
}

const HOLE_COLUMNS = ['hole_id', 'release', 'easting', 'northing', 'elevation', 'crs', 'lon', 'lat', 'azimuth', 'dip', 'length', 'nsi', 'withheld_reason'];
const INTERVAL_COLUMNS = ['from', 'to', 'core_length', 'true_width', 'true_width_basis', 'including_of'];

/** The project's public results as one CSV: a row per interval, or one for a hole without any (NSI or withheld). */
export function resultsCsv(results: DrillResults): string {
  const elements = ELEMENTS.filter((element) => results.holes.some((hole) => hole.intervals.some((i) => element in i.grades || element in i.belowDetection)));
  const grade = (interval: PublicInterval, element: Element) =>
    element in interval.belowDetection ? `<${interval.belowDetection[element]}` : (interval.grades[element] ?? null);
  const rows = results.holes.flatMap((hole) => {
    const collar = [hole.holeId, hole.release.slug, hole.easting, hole.northing, hole.elevation, hole.crs, hole.lon, hole.lat, hole.azimuth, hole.dip, hole.length, hole.nsi ? 'yes' : 'no', hole.withheldReason];
    if (!hole.intervals.length) return [[...collar, ...INTERVAL_COLUMNS.map(() => null), ...elements.map(() => null)]];
    return hole.intervals.map((i) => [
      ...collar,
      i.from,
      i.to,
      i.length,
      i.trueWidth ?? (i.trueWidthBasis ? 'unknown' : null),
      i.trueWidthBasis,
      i.includingOf ? `${i.includingOf.from}-${i.includingOf.to}` : null,
      ...elements.map((element) => grade(i, element)),
    ]);
  });
  return writeCsv([...HOLE_COLUMNS, ...INTERVAL_COLUMNS, ...elements.map(gradeColumn)], rows);
}
