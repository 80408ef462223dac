/** The static Analytics Dashboard of the admin: labels only, every figure lives in Google Analytics. */

export const GA_REPORTS_URL = 'https://analytics.google.com/analytics/web/';

export const METRIC_VALUE = 'Track in GA';
export const REPORT_VALUE = 'View in GA';

export interface MetricCard {
  title: string;
  hint: string;
}

export const metricCards: MetricCard[] = [
  { title: 'Total Visitors', hint: 'Unique users over the selected period' },
  { title: 'Page Views', hint: 'Pages loaded and route changes' },
  { title: 'Bounce Rate', hint: 'Sessions without engagement' },
  { title: 'Avg. Session', hint: 'Average engaged time per session' },
];

export interface ReportList {
  title: string;
  items: string[];
}

export const reportLists: ReportList[] = [
  { title: 'Top Traffic Sources', items: ['Direct Traffic', 'Organic Search', 'Social Media', 'Referral Sites'] },
  { title: 'Most Viewed Pages', items: ['/', '/investors', '/projects', '/projects/copper-keg'] },
  { title: 'Device Breakdown', items: ['Desktop', 'Mobile', 'Tablet'] },
  { title: 'Geographic Data', items: ['Canada', 'United States', 'Other Countries'] },
];

export interface TrackedItem {
  title: string;
  description: string;
}

export const trackedItems: TrackedItem[] = [
  { title: 'Page Views', description: 'Every page load and in-site navigation, with its path and title.' },
  { title: 'Traffic Sources', description: 'Where visitors come from: direct, search, social or referring sites.' },
  { title: 'User Behavior', description: 'Session length, engagement and the path visitors take through the site.' },
  { title: 'Device & Location', description: 'Desktop, mobile or tablet, and the country of each visit.' },
];
