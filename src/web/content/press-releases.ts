import type { PageSearchText } from '../../shared/search.ts';

/** The hero of the press release list; the releases themselves come from the news API. */
export const pressReleasesHero = {
  eyebrow: 'Investors',
  title: 'Press Releases & News',
  subtitle: 'Company announcements, project updates and regulatory news from District Copper Corp.',
};

/** Site search finds /investors/media by this content (see PageSearchText); the releases are searched on their own. */
export const searchText: PageSearchText = { path: '/investors/media', content: [pressReleasesHero] };
