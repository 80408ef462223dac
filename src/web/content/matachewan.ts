import type { KeyFigure, ProjectImage, ProseBlock } from './projects.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** Matachewan Gold Project, an Ontario joint venture: its page's texts and figures. */
export interface DrillingInterval {
  interval: string;
  significance: string;
}

export interface HistoricalResult {
  source: string;
  results: string;
}

export const matachewanFigures: KeyFigure[] = [
  { value: '50:50', label: 'Joint venture' },
  { value: '86', label: 'Claim cells' },
  { value: '1,328', label: 'Hectares' },
  { value: 'Ontario', label: 'Abitibi greenstone belt' },
];

export const matachewanOverview: ProseBlock = {
  id: 'overview',
  title: 'Project Overview',
  paragraphs: [
    'The Matachewan Gold Project is a 50:50 joint venture in northeastern Ontario. The property consists of 86 claim cells covering 1,328 hectares in the Matachewan gold camp, part of the Abitibi greenstone belt, one of the world’s most prolific gold regions.',
  ],
};

export const matachewanMaps: ProjectImage[] = [
  { name: 'matachewan-location', alt: 'Map showing the location of the Matachewan project in Ontario', caption: 'Project location' },
  { name: 'matachewan-geology', alt: 'Geology and structures of the Matachewan project area', caption: 'Geology and structures' },
];

export const matachewanModel: ProseBlock = {
  id: 'exploration-model',
  title: 'Exploration Model',
  paragraphs: [
    'The joint venture explores for orogenic gold: deposits formed where gold-bearing fluids moved along major deformation zones and were trapped in secondary shears, vein arrays and favourable intrusive rocks.',
  ],
  points: [
    'Second-order shear zones branching from the regional deformation zone',
    'Quartz-carbonate veining and sericite-carbonate alteration',
    'Contacts of syenite and other felsic intrusions, a key host in the camp',
  ],
};

export const drillingIntro =
  'Drill core is logged against the exploration model. These are the kinds of intervals the joint venture looks for and why they matter:';

export const drillingIntervals: DrillingInterval[] = [
  {
    interval: 'Altered shear-zone intervals',
    significance: 'Carbonate-sericite alteration and quartz veining mark the structures that can carry gold; their continuity between holes guides step-out drilling.',
  },
  {
    interval: 'Intervals at intrusive contacts',
    significance: 'Test the intrusion-related setting that hosts significant gold elsewhere in the camp.',
  },
  {
    interval: 'Unaltered intervals',
    significance: 'Constrain the geometry of mineralized structures and keep later drilling focused.',
  },
];

export const historicalResults: HistoricalResult[] = [
  {
    source: 'Ontario Geological Survey mapping',
    results: 'Regional mapping documents the volcanic, sedimentary and intrusive rocks and the major structures of the Matachewan area.',
  },
  {
    source: 'Ontario mining assessment files',
    results: 'Work filed by earlier operators records prospecting, trenching and drilling in the area around the claims.',
  },
  {
    source: 'Matachewan camp mining history',
    results: 'The camp has a long record of gold mining dating back to the 1930s.',
  },
];

export const matachewanStructure: ProseBlock = {
  id: 'structural-setting',
  title: 'Structural Setting',
  paragraphs: [
    'The Matachewan camp lies on the western part of the Larder Lake-Cadillac deformation zone, a major crustal structure along which many of the Abitibi belt’s gold deposits are found.',
    'Splays and bends off the main structure are the focus of the joint venture’s targeting, as these are the sites where gold-bearing fluids were most often trapped.',
  ],
};

/** Site search finds /projects/matachewan by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects/matachewan', content: [matachewanFigures, matachewanOverview, matachewanMaps, matachewanModel, drillingIntro, drillingIntervals, historicalResults, matachewanStructure] };
