import assert from 'node:assert/strict';
import { test } from 'node:test';
import { geoDistance } from 'd3-geo';
import { EARTH_RADIUS_KM } from '../../scripts/assets/geo/local-plane.ts';
import { claimFeatures } from '../../scripts/assets/geo/properties.ts';
import { FIGURES } from '../../scripts/assets/svg/figures.ts';
import { type MapDef, MAPS, mapFigure, viewOf } from '../../scripts/assets/svg/maps.ts';
import { IMAGES, type ImageName } from '../../src/web/content/image-catalog.ts';

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
