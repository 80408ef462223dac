import assert from 'node:assert/strict';
import { test } from 'node:test';
import area from '@turf/area';
import { claimFeatures, PROPERTIES } from '../../scripts/assets/geo/properties.ts';
import { FIGURES } from '../../scripts/assets/svg/figures.ts';
import { MAPS } from '../../scripts/assets/svg/maps.ts';

const STATED = { copperKeg: 6628.12, stonyLake: 13625, eaglehead: 15956, matachewan: 1328 } as const;

test('each property’s claim block has the stated geodesic area within 2%', () => {
  for (const [key, hectares] of Object.entries(STATED) as [keyof typeof STATED, number][]) {
    const measured = area(claimFeatures(PROPERTIES[key])) / 10_000;
    const error = Math.abs(measured - hectares) / hectares;
    assert.ok(error < 0.02, `${key}: ${measured.toFixed(1)} ha against ${hectares} ha (${(error * 100).toFixed(2)}%)`);
  }
});

test('claim counts match the stated numbers of claims and cells', () => {
  assert.equal(PROPERTIES.copperKeg.claims.length, 23);
  assert.equal(PROPERTIES.eaglehead.claims.length, 6);
  assert.equal(PROPERTIES.matachewan.claims.length, 86);
});

test('claim rings are closed and wound clockwise, as d3-geo reads an inside', () => {
  for (const property of Object.values(PROPERTIES)) {
    for (const claim of property.claims) {
      assert.deepEqual(claim.ring[0], claim.ring[claim.ring.length - 1]);
      let signed = 0;
      for (let i = 1; i < claim.ring.length; i++) {
        const [x1, y1] = claim.ring[i - 1]!;
        const [x2, y2] = claim.ring[i]!;
        signed += (x2 - x1) * (y2 + y1);
      }
      assert.ok(signed > 0, `${property.key} ${claim.label} is counter-clockwise`);
    }
  }
});

test('every figure of a property draws that property’s one geometry', () => {
  const byProject = new Map<string, Set<unknown>>();
  for (const def of [...Object.values(MAPS), ...Object.values(FIGURES)]) {
    const set = byProject.get(def!.project) ?? new Set();
    set.add(def!.property);
    byProject.set(def!.project, set);
  }
  assert.deepEqual([...byProject.get('Copper Keg Project')!], [PROPERTIES.copperKeg]);
  assert.deepEqual([...byProject.get('Eaglehead Project')!], [PROPERTIES.eaglehead]);
  assert.deepEqual([...byProject.get('Stony Lake Gold Project')!], [PROPERTIES.stonyLake]);
  assert.deepEqual([...byProject.get('Matachewan Gold Project')!], [PROPERTIES.matachewan]);
});
