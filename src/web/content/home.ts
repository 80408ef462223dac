import type { ImageName } from '../../shared/image-catalog.ts';
import type { PageSearchText } from '../../shared/search.ts';
import { advantages } from './advantages.ts';
import { policyTimeline } from './policy-timeline.ts';

/** Home page texts and figures; the figures are the company's published marketing figures. */

/** The hero slideshow's background images, in the order they show (decorative: the headline carries the message). */
export const heroImages: ImageName[] = ['hero-1', 'hero-2', 'hero-3', 'hero-4', 'hero-5', 'hero-6'];

export const homeHero = {
  headline: "Meeting North America's Copper and Critical Minerals Demand",
  paragraph:
    'District Copper is building a district-scale copper position in the Highland Valley of British Columbia, where established infrastructure, supportive policy and proximity to U.S. markets create real synergies for the North American copper supply chain.',
};

export const presentationTeaser = {
  title: 'Corporate Presentation',
  description:
    'Our strategy, our projects near the Highland Valley and our capital structure in one deck. Request the current corporate presentation and we will send it to you.',
  coverAlt: 'Cover of the District Copper corporate presentation',
};

export interface StrategyFigure {
  value: string;
  label: string;
}

export const districtStrategy = {
  title: 'A District-Scale Strategy',
  lead:
    'The Highland Valley is one of Canada’s great copper districts. We are exploring for the next generation of deposits beside an operation that has produced for more than six decades.',
  figures: [
    { value: '140,000', label: 'tonnes per day processed at the Highland Valley copper operation' },
    { value: '60+', label: 'years of copper production in the Highland Valley' },
    { value: '$5.68/lb', label: 'record copper price on the COMEX commodity exchange, late July 2025' },
    { value: '$12,500', label: 'per metric ton, the copper price at the same record' },
  ] satisfies StrategyFigure[],
  flagship:
    'At our flagship Copper Keg project, the 2024 program discovered 2 mineralized zones, about 20 km from a major operator’s mine.',
};

export const projectsPromo = {
  title: 'Explore Our Projects',
  description: 'Copper and gold exploration in British Columbia and Newfoundland.',
  stats: [
    { value: '2', label: 'Active Projects' },
    { value: '20K+', label: 'Hectares' },
    { value: '2', label: 'Provinces' },
  ] satisfies StrategyFigure[],
};

export const newsletterBlock = {
  title: 'Newsletter',
  lead: 'Receive our press releases, project updates and event invitations by e-mail.',
};

export const closingTagline = 'Discovering the copper North America needs, in a district built to deliver it.';

/** Site search finds / by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/', content: [homeHero, presentationTeaser, districtStrategy, projectsPromo, newsletterBlock, closingTagline, advantages, policyTimeline] };
