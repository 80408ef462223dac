import type { ImageName } from '../../shared/image-catalog.ts';

/** A policy timeline item (date, flag, country, title, points, icon, colour). */
export type PolicyIcon = 'maple-leaf' | 'handshake' | 'globe' | 'landmark';

export interface PolicyTimelineItem {
  date: string;
  flag: { image: ImageName; alt: string };
  country: string;
  title: string;
  points: string[];
  icon: PolicyIcon;
  colour: 'red' | 'blue';
}

export const policyTimeline: PolicyTimelineItem[] = [
  {
    date: 'December 2023',
    flag: { image: 'flag-canada', alt: 'Flag of Canada' },
    country: 'Canada',
    title: 'Canadian Critical Minerals Strategy',
    points: [
      'Copper confirmed among the minerals critical to Canada’s economy and security',
      'Federal support for exploration, processing and enabling infrastructure',
      'Critical Mineral Exploration Tax Credit for eligible exploration spending',
    ],
    icon: 'maple-leaf',
    colour: 'red',
  },
  {
    date: 'March 2024',
    flag: { image: 'flag-usa', alt: 'Flag of the United States' },
    country: 'United States & Canada',
    title: 'U.S.-Canada Critical Minerals Action Plan Update',
    points: [
      'Joint work to secure North American critical mineral supply chains',
      'Coordinated investment in mining, processing and recycling',
      'Less reliance on suppliers outside allied countries',
    ],
    icon: 'handshake',
    colour: 'blue',
  },
  {
    date: 'July 2024',
    flag: { image: 'flag-eu', alt: 'Flag of the European Union' },
    country: 'European Union',
    title: 'Copper Added to the EU Critical Raw Materials List',
    points: [
      'Copper listed under the EU Critical Raw Materials Act',
      'Benchmarks for European extraction, processing and recycling',
      'Diversified supply from trusted partners such as Canada',
    ],
    icon: 'globe',
    colour: 'blue',
  },
  {
    date: 'February 2025',
    flag: { image: 'flag-usa', alt: 'Flag of the United States' },
    country: 'United States',
    title: 'U.S. Clean Energy Act',
    points: [
      'Copper stockpiling to protect strategic supply',
      'Tax incentives for domestic critical mineral production',
      'Preference for secure supply from allied nations',
    ],
    icon: 'landmark',
    colour: 'red',
  },
];
