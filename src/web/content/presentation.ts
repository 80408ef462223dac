import type { PageSearchText } from '../../shared/search.ts';

/** A corporate presentation as listed on the Corporate Presentation page. */
export interface Presentation {
  id: string;
  title: string;
  date: string;
  description: string;
  type: string;
  pages: number;
  /** The listed presentation always shows this one label. */
  status: 'Current';
}

export const currentPresentation: Presentation = {
  id: '01',
  title: 'District Copper Corporate Presentation',
  date: '06 May 2025',
  description:
    'Our strategy for copper and critical minerals in North America, the Copper Keg and Stony Lake projects, the Highland Valley district opportunity and our capital structure.',
  type: 'PDF Presentation',
  pages: 13,
  status: 'Current',
};

export const presentationHighlights = [
  {
    title: 'District-scale position',
    description: 'Projects near the Highland Valley of British Columbia, home to one of Canada’s largest copper operations.',
  },
  {
    title: 'Flagship Copper Keg project',
    description: 'A porphyry copper project where the 2024 program outlined two mineralized zones about 20 km from a major mine.',
  },
  {
    title: 'Copper as a critical mineral',
    description: 'Electrification, defence and supply-chain security are driving North American demand for secure copper supply.',
  },
  {
    title: 'Capital structure',
    description: 'Shares, warrants and options outstanding, and the trading details investors ask for most.',
  },
] as const;

/** The Fact Sheet has not been published yet. */
export const FACT_SHEET_NOTICE = 'Under construction, coming soon';

/** Site search finds /investors/corporate-presentation by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/corporate-presentation', content: [currentPresentation, presentationHighlights, FACT_SHEET_NOTICE] };
