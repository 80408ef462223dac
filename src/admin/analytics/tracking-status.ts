/** What the dashboard banner says; kept apart from the markup so both states can be unit-tested. */
export type TrackingStatus =
  | { active: true; title: string; detail: string; measurementId: string }
  | { active: false; title: string; detail: string };

export function trackingStatus(measurementId: string | null): TrackingStatus {
  if (measurementId) {
    return {
      active: true,
      title: 'Tracking is active',
      detail: 'Google Analytics 4 records a page view on every page load and route change.',
      measurementId,
    };
  }
  return {
    active: false,
    title: 'Analytics is not configured',
    detail:
      'Visits to the website are not being counted yet. To start, send your Google Analytics measurement ID (it begins with "G-") to whoever runs the website; the setup takes a few minutes and nothing else changes.',
  };
}
