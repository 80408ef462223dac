import assert from 'node:assert/strict';
import { test } from 'node:test';
import { METRIC_VALUE, metricCards, REPORT_VALUE, reportLists, trackedItems } from '../../src/admin/analytics/analytics-dashboard.ts';
import { trackingStatus } from '../../src/admin/analytics/tracking-status.ts';

test('with a measurement ID the banner says tracking is active and shows that ID', () => {
  const status = trackingStatus('G-TEST1234');
  assert.equal(status.active, true);
  assert.equal(status.title, 'Tracking is active');
  assert.equal(status.active && status.measurementId, 'G-TEST1234');
});

test('without a measurement ID the banner says visits are not counted and what the IR manager can do, in no developer terms', () => {
  const status = trackingStatus(null);
  assert.equal(status.active, false);
  assert.equal(status.title, 'Analytics is not configured');
  assert.match(status.detail, /^Visits to the website are not being counted yet\. To start, send your Google Analytics measurement ID/);
  assert.doesNotMatch(status.detail, /GA_MEASUREMENT_ID|environment variable|restart the server/);
  assert.doesNotMatch(`${status.title} ${status.detail}`, /\bG-[A-Z0-9]+/);
  assert.equal('measurementId' in status, false);
});

test('the dashboard holds its four metric cards, four report lists and four tracked items', () => {
  assert.equal(METRIC_VALUE, 'Track in GA');
  assert.equal(REPORT_VALUE, 'View in GA');
  assert.deepEqual(metricCards.map((c) => c.title), ['Total Visitors', 'Page Views', 'Bounce Rate', 'Avg. Session']);
  assert.deepEqual(reportLists.map((l) => [l.title, l.items.length]), [
    ['Top Traffic Sources', 4],
    ['Most Viewed Pages', 4],
    ['Device Breakdown', 3],
    ['Geographic Data', 3],
  ]);
  assert.deepEqual(trackedItems.map((i) => i.title), ['Page Views', 'Traffic Sources', 'User Behavior', 'Device & Location']);
});
