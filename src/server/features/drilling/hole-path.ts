import type { Survey } from '../../../shared/drilling.ts';

/** A point in the program's UTM system: metres east and north, and elevation in metres. */
export interface Position {
  easting: number;
  northing: number;
  elevation: number;
}

type Vector = [east: number, north: number, up: number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The unit vector along a hole pointing at `azimuth` (degrees clockwise from north) and `dip` (degrees, negative down). */
function direction(azimuth: number, dip: number): Vector {
  const a = radians(azimuth);
  const d = radians(dip);
  return [Math.cos(d) * Math.sin(a), Math.cos(d) * Math.cos(a), Math.sin(d)];
}

const moved = (from: Position, [east, north, up]: Vector, by: number): Position => ({
  easting: from.easting + east * by,
  northing: from.northing + north * by,
  elevation: from.elevation + up * by,
});

/** Where a straight hole ends: `length` metres from its collar along its azimuth and dip. */
export function straightEnd(collar: Position, azimuth: number, dip: number, length: number): Position {
  return moved(collar, direction(azimuth, dip), length);
}

/**
 * The hole's path by the minimum-curvature method: between two stations the hole follows the circular arc
 * tangent to both directions, so the step is (ΔMD / 2)(t1 + t2) scaled by RF = tan(β/2) / (β/2), β the
 * angle between them. Stations are the collar (its own azimuth and dip, unless a survey is at depth 0), each
 * survey, and the hole's end, reached straight on from the last survey. Returns a position per station.
 */
export function minimumCurvature(collar: Position, orientation: { azimuth: number; dip: number }, surveys: Survey[], length: number): Position[] {
  const stations = surveys[0]?.depth === 0 ? [...surveys] : [{ depth: 0, ...orientation }, ...surveys];
  const last = stations.at(-1)!;
  if (last.depth < length) stations.push({ ...last, depth: length });
  const path = [collar];
  for (let i = 1; i < stations.length; i++) {
    const [s1, s2] = [stations[i - 1]!, stations[i]!];
    const t1 = direction(s1.azimuth, s1.dip);
    const t2 = direction(s2.azimuth, s2.dip);
    const cos = Math.min(1, Math.max(-1, t1[0] * t2[0] + t1[1] * t2[1] + t1[2] * t2[2]));
    const beta = Math.acos(cos);
    const ratio = beta < 1e-9 ? 1 : Math.tan(beta / 2) / (beta / 2);
    const half = ((s2.depth - s1.depth) / 2) * ratio;
    path.push(moved(moved(path.at(-1)!, t1, half), t2, half));
  }
  return path;
}

/** A hole's trace from its collar: straight without surveys, by minimum curvature with them. */
export function holeTrace(hole: Position & { azimuth: number; dip: number; length: number; surveys: Survey[] }): Position[] {
  const collar = { easting: hole.easting, northing: hole.northing, elevation: hole.elevation };
  if (!hole.surveys.length) return [collar, straightEnd(collar, hole.azimuth, hole.dip, hole.length)];
  return minimumCurvature(collar, hole, hole.surveys, hole.length);
}
