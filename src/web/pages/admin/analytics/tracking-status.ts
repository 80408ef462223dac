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
      'No page views are being recorded. Set the GA_MEASUREMENT_ID environment variable to the measurement ID of your GA4 web data stream and restart the server.',
  };
}
