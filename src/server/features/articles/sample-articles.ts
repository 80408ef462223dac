import type { ArticleText } from '../../../shared/article.ts';

/** The seed sets the source itself. */
type SampleArticle = Omit<ArticleText, 'source'>;

/** Sample press releases for the embedded database, written only from facts the site itself states elsewhere. */
export const SAMPLE_ARTICLES: SampleArticle[] = [
  {
    title: 'District Copper Announces 2025 Annual General Meeting',
    slug: 'district-copper-announces-2025-annual-general-meeting',
    category: 'Company News',
    date: '2025-06-16T13:00:00Z',
    description:
      'District Copper Corp. will hold its 2025 Annual General Meeting of shareholders in Vancouver; the date and time will be announced.',
    content: `<p><strong>Vancouver, British Columbia</strong> — District Copper Corp. (TSX Venture: DCOP) announces that its 2025 Annual General Meeting of shareholders will be held in Vancouver, British Columbia. The date and time will be confirmed in the notice of meeting.</p>
<p>Shareholders may vote in one of three ways:</p>
<ul>
<li>in person at the meeting;</li>
<li>by proxy, using the form of proxy mailed with the meeting materials;</li>
<li>online, following the instructions in the meeting materials.</li>
</ul>
<p>Meeting materials, including the notice of meeting and information circular, will be available on the <a href="https://www.sedarplus.ca">SEDAR+</a> profile of the Company and on the Investors section of its website.</p>`,
  },
  {
    title: 'District Copper Releases Updated Corporate Presentation',
    slug: 'district-copper-releases-updated-corporate-presentation',
    category: 'Company News',
    date: '2025-05-06T13:00:00Z',
    description:
      'The corporate presentation dated May 6, 2025 summarizes the Copper Keg flagship project, the Stony Lake gold interest and the Eaglehead acquisition.',
    content: `**Vancouver, British Columbia** — District Copper Corp. (TSX Venture: DCOP) has released an updated corporate presentation dated May 6, 2025.

The presentation covers:

- the Copper Keg flagship porphyry copper project in British Columbia;
- the Company's 25% interest in the Stony Lake gold project in central Newfoundland;
- the acquisition of the Eaglehead copper porphyry project in northern British Columbia;
- the case for copper as a critical mineral.

| Project | Province | Interest |
|---|---|---|
| Copper Keg | British Columbia | Flagship |
| Stony Lake | Newfoundland | 25% |
| Eaglehead | British Columbia | Acquisition |

The previous presentation is ~~current~~ superseded by this edition.
Investors can request the presentation from the Corporate Presentation page of the Company's website.`,
  },
  {
    title: 'District Copper Reports Acquisition Terms for the Eaglehead Project',
    slug: 'district-copper-reports-eaglehead-acquisition-terms',
    category: 'Project Updates',
    date: '2025-03-18T13:00:00Z',
    description:
      'The Eaglehead copper porphyry project comprises six claims covering 15,956 hectares in northern British Columbia.',
    content: `<p><strong>Vancouver, British Columbia</strong> — District Copper Corp. (TSX Venture: DCOP) reports the terms of its acquisition of the Eaglehead copper porphyry project in northern British Columbia.</p>
<p>The property consists of six mineral claims covering 15,956 hectares. The purchase consideration is $1.2 million plus a $212,000 bond reimbursement.</p>
<p>Parts of the property carry net smelter return royalties of 2.0% to 2.5%, portions of which may be purchased; the Eaglehead project page details each royalty area.</p>
<p>Five mineralized zones have been identified along a trend of about 8 kilometres.</p>`,
  },
  {
    title: 'District Copper Holds 25% Interest in the Stony Lake Gold Project',
    slug: 'district-copper-stony-lake-gold-project-interest',
    category: 'Project Updates',
    date: '2025-02-10T13:00:00Z',
    description: 'District Copper holds a 25% interest in the 13,625-hectare Stony Lake gold project in central Newfoundland.',
    content: `<p><strong>Vancouver, British Columbia</strong> — District Copper Corp. (TSX Venture: DCOP) provides an overview of its 25% interest in the Stony Lake gold project in central Newfoundland.</p>
<p>The property covers 13,625 hectares along a 27-kilometre strike and hosts 18 known gold occurrences. A tiered royalty applies: 2.0% when the gold price is US$2,000 per ounce or less, and 3.0% above that price.</p>
<p>The 2019 program collected 286 samples. The technical report on the Stony Lake East property is available from the Technical Reports page of the Company's website.</p>`,
  },
  {
    title: 'District Copper Outlines Copper Keg Discoveries',
    slug: 'district-copper-outlines-copper-keg-discoveries',
    category: 'Project Updates',
    date: '2025-01-14T13:00:00Z',
    description:
      'Two mineralized zones discovered in 2024 at the Copper Keg flagship project, about 20 km from a major copper operation in British Columbia.',
    content: `<p><strong>Vancouver, British Columbia</strong> — District Copper Corp. (TSX Venture: DCOP) summarizes the results of its 2024 exploration at the Copper Keg project, its flagship porphyry copper property in British Columbia.</p>
<p>The 2024 program discovered two mineralized zones. Copper Keg comprises 23 claims covering 6,628.12 hectares, about 20 kilometres from a major operator's copper mine.</p>
<h2>Next steps</h2>
<p>Recommended future work includes detailed geological mapping, 48-element rock characterization and a deep chargeability and resistivity survey.</p>`,
  },
];
