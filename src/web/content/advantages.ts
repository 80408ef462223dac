import type { ImageName } from '../../shared/image-catalog.ts';

/** An advantage row (icon, image, title, description) of Home's Competitive Advantages. */
export type AdvantageIcon = 'gateway' | 'infrastructure' | 'policy' | 'stability';

export interface Advantage {
  icon: AdvantageIcon;
  image: { name: ImageName; alt: string };
  title: string;
  description: string;
}

export const advantages: Advantage[] = [
  {
    icon: 'gateway',
    image: { name: 'advantage-gateway', alt: 'Rail line and highway leading south toward the U.S. border' },
    title: 'Infrastructure Gateway to the U.S.',
    description:
      'Southern British Columbia is linked to the United States by highway, rail and the Pacific ports of Vancouver and Prince Rupert. Concentrate and supplies move on routes that already carry the province’s mining trade.',
  },
  {
    icon: 'infrastructure',
    image: { name: 'advantage-infrastructure', alt: 'Power lines, roads and a port' },
    title: 'Established Infrastructure',
    description:
      'Decades of mining in the Highland Valley have left paved roads, grid power, water, rail sidings and an experienced workforce close to our claims, lowering the cost and time of exploration and any future development.',
  },
  {
    icon: 'policy',
    image: { name: 'advantage-policy', alt: 'Government building with Canadian and U.S. flags' },
    title: 'Supportive Governmental Policies',
    description:
      'Canada’s Critical Minerals Strategy and U.S. programs for secure supply chains both support new domestic sources of copper, with exploration tax credits, infrastructure funding and closer cross-border cooperation.',
  },
  {
    icon: 'stability',
    image: { name: 'advantage-stability', alt: 'Map of North America with Canada highlighted' },
    title: 'Geopolitical Stability',
    description:
      'Canada is a stable, rules-based mining jurisdiction with clear permitting, respected courts and deep trade ties to the United States, making it a dependable supplier of the metals North America relies on.',
  },
];
