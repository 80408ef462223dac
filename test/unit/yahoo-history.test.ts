import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toPricePoints } from '../../src/server/features/stock/yahoo-history.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

test('bars are dated in Toronto, nulls and unusable closes are skipped, and a day given twice keeps its last close', () => {
  const points = toPricePoints(
    [at('2025-05-06T13:30:00Z'), at('2025-05-01T13:30:00Z'), at('2025-05-02T13:30:00Z'), at('2025-05-05T03:00:00Z'), 'x', at('2025-05-06T19:59:00Z'), at('2025-05-07T13:30:00Z')],
    [0.415, 0.4, null, 0.41, 0.5, 0.423456, 0],
  );
  assert.deepEqual(points, [
    { date: '2025-05-01', close: 0.4 },
    { date: '2025-05-04', close: 0.41 },
    { date: '2025-05-06', close: 0.4235 },
  ]);
  assert.deepEqual(toPricePoints([], []), []);
});
