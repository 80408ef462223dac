import assert from 'node:assert/strict';
import { test } from 'node:test';
import { geoContains, geoDistance } from 'd3-geo';
import { EARTH_RADIUS_KM } from '../../scripts/assets/geo/local-plane.ts';
import { layer, region } from '../../scripts/assets/geo/natural-earth.ts';
import type { LonLat } from '../../scripts/assets/geo/places.ts';
import type { MapView } from '../../scripts/assets/geo/view.ts';
import { claimFeatures } from '../../scripts/assets/geo/properties.ts';
import { FIGURES } from '../../scripts/assets/svg/figures.ts';
import { isLocation, type MapDef, MAPS, mapFigure, viewOf } from '../../scripts/assets/svg/maps.ts';
import { IMAGES, type ImageName } from '../../src/shared/image-catalog.ts';

const ALL = { ...MAPS, ...FIGURES } as Record<ImageName, MapDef>;

/** The ground distance covered by a horizontal bar of `px` pixels centred on the frame's middle. */
function groundKm(name: ImageName, px: number): number {
  const { width, height } = IMAGES[name];
  const view = viewOf(ALL[name], width, height);
  const cx = view.frame.x + view.frame.w / 2;
  const cy = view.frame.y + view.frame.h / 2;
  const a = view.projection.invert!([cx - px / 2, cy])!;
  const b = view.projection.invert!([cx + px / 2, cy])!;
  return geoDistance(a, b) * EARTH_RADIUS_KM;
}

test('every map’s scale bar spans the ground distance it is labelled with, at the map centre', () => {
  assert.equal(Object.keys(ALL).length, 21);
  for (const name of Object.keys(ALL) as ImageName[]) {
    const svg = mapFigure(name, ALL[name], IMAGES[name].width, IMAGES[name].height, 'Figure');
    const bar = /<g id="scale-bar" data-km="([\d.]+)" data-px="([\d.]+)">/.exec(svg);
    assert.ok(bar, `${name} has no scale bar`);
    const km = Number(bar[1]);
    const measured = groundKm(name, Number(bar[2]));
    assert.ok(Math.abs(measured - km) / km < 0.005, `${name}: bar says ${km} km, projection gives ${measured.toFixed(2)} km`);
    assert.ok(svg.includes(`${km} km</text>`), `${name}: bar label`);
  }
});

test('figures of one property share the scale bar, so their claims are drawn the same size', () => {
  const kegMaps = (Object.keys(ALL) as ImageName[]).filter((n) => ALL[n].project === 'Copper Keg Project' && 'kmAcross' in ALL[n].scope && ALL[n].scope.kmAcross === 16);
  assert.ok(kegMaps.length >= 8);
  const bars = new Set(kegMaps.map((n) => /data-km="([\d.]+)" data-px="([\d.]+)"/.exec(mapFigure(n, ALL[n], IMAGES[n].width, IMAGES[n].height, 'F'))!.slice(1).join(' ')));
  assert.equal(bars.size, 1);
});

test('claim outlines are drawn once per claim on every property map', () => {
  for (const name of Object.keys(ALL) as ImageName[]) {
    const def = ALL[name];
    if (!('kmAcross' in def.scope)) continue;
    const svg = mapFigure(name, def, IMAGES[name].width, IMAGES[name].height, 'Figure');
    const group = new RegExp(`<g id="claims-${def.property.key}" data-claims="(\\d+)">`).exec(svg);
    assert.ok(group, `${name} draws no claims`);
    assert.equal(Number(group[1]), claimFeatures(def.property).features.length);
  }
});

test('location maps label real neighbours and places', () => {
  const keg = mapFigure('map-copper-keg-01', MAPS['map-copper-keg-01']!, 1600, 1200, 'Figure 1');
  for (const name of ['ALBERTA', 'WASHINGTON', 'Pacific Ocean', 'Kamloops', 'Highland Valley Copper mine', 'Vancouver']) assert.ok(keg.includes(`>${name}</text>`), name);
  const stony = mapFigure('map-stony-lake-01', MAPS['map-stony-lake-01']!, 1600, 1200, 'Figure 1');
  for (const name of ['Gander', 'Grand Falls-Windsor', 'St. John’s']) assert.ok(stony.includes(`>${name}</text>`), name);
  assert.match(keg, /Copper Keg \(approximate location\)/);
});

/** Degrees clockwise from straight up of a screen vector (SVG y grows downwards). */
const screenBearing = (dx: number, dy: number) => (Math.atan2(dx, -dy) * 180) / Math.PI;

/** Where true north points on the map at a spot of the frame: along a short stretch of its meridian. */
function northAt(view: MapView, x: number, y: number): number {
  const [lon, lat] = view.projection.invert!([x, y])!;
  const [x0, y0] = view.projection([lon, lat - 0.01])!;
  const [x1, y1] = view.projection([lon, lat + 0.01])!;
  return screenBearing(x1 - x0, y1 - y0);
}

test('the north arrow points to true north of each map’s projection', () => {
  for (const name of Object.keys(ALL) as ImageName[]) {
    const { width, height } = IMAGES[name];
    const svg = mapFigure(name, ALL[name], width, height, 'Figure');
    // Two half-arrowheads sharing the tip and the notch, then the N.
    const arrows = [...svg.matchAll(/<path d="M([\d.]+) ([\d.]+)L[\d.]+ [\d.]+L([\d.]+) ([\d.]+)Z"[^>]*\/><path d="M\1 \2L[\d.]+ [\d.]+L\3 \4Z"[^>]*\/><text [^>]*>N<\/text>/g)];
    assert.equal(arrows.length, 1, `${name} draws one north arrow`);
    const [tipX, tipY, notchX, notchY] = arrows[0]!.slice(1, 5).map(Number) as [number, number, number, number];
    const arrow = screenBearing(tipX - notchX, tipY - notchY);
    const view = viewOf(ALL[name], width, height);
    const { x, y, w, h } = view.frame;
    const centre = northAt(view, x + w / 2, y + h / 2);
    assert.ok(Math.abs(arrow - centre) < 1, `${name}: arrow at ${arrow.toFixed(1)}°, north at the centre ${centre.toFixed(1)}°`);
    // A property map's grid north is true north across the sheet; a regional conic's meridians converge (its graticule shows them).
    if (isLocation(ALL[name].scope)) continue;
    for (const [fx, fy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
      const corner = northAt(view, x + fx * w, y + fy * h);
      assert.ok(Math.abs(arrow - corner) < 1, `${name}: north at corner ${fx},${fy} is ${corner.toFixed(1)}°`);
    }
  }
});

/** Whether a map's label for a region or a water body stands on it in Natural Earth, inside the map frame. */
function labelStandsOn(name: ImageName, label: string, on: (at: LonLat) => boolean): void {
  const def = ALL[name];
  assert.ok(isLocation(def.scope), `${name} is a location map`);
  const found = def.scope.basemap.names.find((n) => n.text === label);
  assert.ok(found, `${name} names ${label}`);
  assert.ok(on(found.at), `${name}: ${label} is placed at ${found.at}, off the real ${label}`);
  const { projection, frame } = viewOf(def, IMAGES[name].width, IMAGES[name].height);
  const [x, y] = projection(found.at)!;
  assert.ok(x > frame.x && x < frame.x + frame.w && y > frame.y && y < frame.y + frame.h, `${name}: ${label} is outside the frame`);
}

const inSubunit = (code: string) => (at: LonLat) => geoContains(region('subunits', code), at);
const inALake = (at: LonLat) => layer('lakes').features.some((lake) => geoContains(lake, at));
const atSea = (at: LonLat) => !layer('land').features.some((land) => geoContains(land, at));

test('the Eaglehead, Matachewan and Stony Lake location maps name their real neighbours and waters where they are', () => {
  const eaglehead = mapFigure('map-eaglehead-01', MAPS['map-eaglehead-01']!, 1600, 1200, 'Figure 1');
  for (const name of ['BRITISH COLUMBIA', 'YUKON', 'ALASKA (U.S.)', 'NORTHWEST TERRITORIES', 'Whitehorse', 'Dease Lake', 'Smithers', 'Terrace']) {
    assert.ok(eaglehead.includes(`>${name}</text>`), `Eaglehead: ${name}`);
  }
  assert.match(eaglehead, /Eaglehead \(approximate location\)/);
  for (const [label, code] of [['British Columbia', 'BC'], ['Yukon', 'YT'], ['Alaska (U.S.)', 'AK'], ['Northwest Territories', 'NT']] as const) {
    labelStandsOn('map-eaglehead-01', label, inSubunit(code));
  }

  const { width, height } = IMAGES['matachewan-location'];
  const matachewan = mapFigure('matachewan-location', ALL['matachewan-location'], width, height, 'Figure');
  for (const name of ['ONTARIO', 'QUÉBEC', 'Lake Huron', 'Timmins', 'Kirkland Lake', 'Sudbury']) {
    assert.ok(matachewan.includes(`>${name}</text>`), `Matachewan: ${name}`);
  }
  assert.match(matachewan, /Matachewan \(approximate location\)/);
  labelStandsOn('matachewan-location', 'Ontario', inSubunit('ON'));
  labelStandsOn('matachewan-location', 'Québec', inSubunit('QC'));
  labelStandsOn('matachewan-location', 'Lake Huron', inALake);

  labelStandsOn('map-stony-lake-01', 'Newfoundland', inSubunit('NL'));
  labelStandsOn('map-stony-lake-01', 'Labrador', inSubunit('NL'));
  labelStandsOn('map-stony-lake-01', 'Québec', inSubunit('QC'));
  for (const water of ['Atlantic Ocean', 'Gulf of St. Lawrence', 'Notre Dame Bay']) labelStandsOn('map-stony-lake-01', water, atSea);
});
