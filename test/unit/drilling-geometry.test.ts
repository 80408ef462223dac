import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holeTrace, minimumCurvature, type Position, straightEnd } from '../../src/server/features/drilling/hole-path.ts';
import { toWgs84 } from '../../src/server/features/drilling/projection.ts';

/**
 * Reference values from Debian's proj-bin (PROJ 9.1.1, `apt-get install -y proj-bin`), printed by:
 *
 *   for c in "26909 500000 6000000" "26909 654321.5 5612345.25" "26910 680000 5620000" "26910 657350 5598800" \
 *            "32609 500000 6000000" "32611 300000 5500000" "26922 400000 5300000"; do
 *     set -- $c; echo "$2 $3" | cs2cs -f %.10f EPSG:$1 EPSG:4326; done
 *
 * cs2cs writes EPSG:4326 as latitude, then longitude.
 */
const REFERENCE = [
  { crs: 'EPSG:26909', easting: 500000, northing: 6000000, lat: 54.148104105, lon: -129.0 },
  { crs: 'EPSG:26909', easting: 654321.5, northing: 5612345.25, lat: 50.6425112346, lon: -126.8173613503 },
  { crs: 'EPSG:26910', easting: 680000, northing: 5620000, lat: 50.7039175849, lon: -120.4508096162 },
  { crs: 'EPSG:26910', easting: 657350, northing: 5598800, lat: 50.5199786361, lon: -120.7802937935 },
  { crs: 'EPSG:32609', easting: 500000, northing: 6000000, lat: 54.1481041039, lon: -129.0 },
  { crs: 'EPSG:32611', easting: 300000, northing: 5500000, lat: 49.6194171919, lon: -119.7690577472 },
  { crs: 'EPSG:26922', easting: 400000, northing: 5300000, lat: 47.8455612536, lon: -52.3365909749 },
];

test('UTM collars on NAD83 and WGS 84 project to the longitude and latitude PROJ gives, within 1e-6 degrees', () => {
  for (const point of REFERENCE) {
    const { lon, lat } = toWgs84(point.crs, point.easting, point.northing);
    assert.ok(Math.abs(lon - point.lon) < 1e-6, `${point.crs} ${point.easting} ${point.northing}: lon ${lon} against ${point.lon}`);
    assert.ok(Math.abs(lat - point.lat) < 1e-6, `${point.crs} ${point.easting} ${point.northing}: lat ${lat} against ${point.lat}`);
  }
});

const CM = 0.01;
const collar: Position = { easting: 657350, northing: 5598800, elevation: 1245 };

function assertNear(actual: Position, expected: Position, label: string): void {
  const off = Math.hypot(actual.easting - expected.easting, actual.northing - expected.northing, actual.elevation - expected.elevation);
  assert.ok(off < CM, `${label}: ${JSON.stringify(actual)} is ${off.toFixed(4)} m from ${JSON.stringify(expected)}`);
}

test('a straight hole ends where its azimuth, dip and length put it, within 1 cm', () => {
  // 200 m at -60: 100 m across (200 cos 60) and 173.2051 m down (200 sin 60); 45° splits the 100 m evenly.
  assertNear(straightEnd(collar, 45, -60, 200), { easting: 657350 + 70.710678, northing: 5598800 + 70.710678, elevation: 1245 - 173.205081 }, 'az 45, dip -60');
  assertNear(straightEnd(collar, 0, -90, 250), { easting: 657350, northing: 5598800, elevation: 995 }, 'vertical');
  assertNear(straightEnd(collar, 270, -30, 100), { easting: 657350 - 86.602540, northing: 5598800, elevation: 1195 }, 'az 270, dip -30');
  assertNear(straightEnd(collar, 180, 15, 40), { easting: 657350, northing: 5598800 - 38.637033, elevation: 1245 + 10.352762 }, 'an underground hole pointing up');
});

test('minimum curvature through constant surveys follows the straight line, within 1 cm', () => {
  const surveys = [0, 50, 100, 150, 200, 250, 300].map((depth) => ({ depth, azimuth: 45, dip: -60 }));
  const path = minimumCurvature(collar, { azimuth: 45, dip: -60 }, surveys, 320);
  assert.equal(path.length, 8, 'the collar, six more surveys and the end');
  assertNear(path.at(-1)!, straightEnd(collar, 45, -60, 320), 'end');
  assertNear(path[3]!, straightEnd(collar, 45, -60, 150), 'at 150 m');
  assertNear(holeTrace({ ...collar, azimuth: 45, dip: -60, length: 320, surveys: [] }).at(-1)!, straightEnd(collar, 45, -60, 320), 'without surveys');
});

test('minimum curvature through a uniform build of dip ends on the circular arc', () => {
  // Dip flattens 0.1° a metre from -60° at the collar, azimuth 30° throughout: a circular arc in the vertical
  // plane of the azimuth. Along it the direction's angle is θ(s) = θ0 + k s, so the hole's horizontal reach is
  // ∫cos θ ds = (sin θL - sin θ0) / k and its rise ∫sin θ ds = (cos θ0 - cos θL) / k.
  const k = (0.1 * Math.PI) / 180;
  const length = 200;
  const [theta0, thetaL] = [(-60 * Math.PI) / 180, (-40 * Math.PI) / 180];
  const reach = (Math.sin(thetaL) - Math.sin(theta0)) / k;
  const rise = (Math.cos(theta0) - Math.cos(thetaL)) / k;
  const azimuth = (30 * Math.PI) / 180;
  const arcEnd = { easting: collar.easting + reach * Math.sin(azimuth), northing: collar.northing + reach * Math.cos(azimuth), elevation: collar.elevation + rise };
  // Irregular spacing on purpose: each step is an arc of the same circle, whatever its length.
  const surveys = [0, 10, 35, 60, 100, 130, 170, 200].map((depth) => ({ depth, azimuth: 30, dip: -60 + 0.1 * depth }));
  const path = minimumCurvature(collar, { azimuth: 30, dip: -60 }, surveys, length);
  assertNear(path.at(-1)!, arcEnd, 'end of the arc');
});
