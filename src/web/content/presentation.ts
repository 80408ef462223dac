import type { PublicDocument } from '../../shared/document-library.ts';
import type { PageSearchText } from '../../shared/search.ts';
import { drawsPresentation, type ImageName } from '../../shared/image-catalog.ts';

/** A corporate presentation as listed on the Corporate Presentation page. */
export interface Presentation {
  id: string;
  title: string;
  date: string;
  description: string;
  type: string;
  pages: number | null;
  url: string;
  cover: ImageName | null;
  /** The current presentation always shows this one label. */
  status: 'Current';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A document date as the presentation card shows it: 06 May 2025. */
export function presentationDate(documentDate: string): string {
  const [year, month, day] = documentDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/**
 * The site's drawn cover is of the presentation it was built with, imported into the library at the
 * address it keeps; a presentation uploaded since has no cover image of its own.
 */
export function presentationCover(doc: Pick<PublicDocument, 'url'>): ImageName | null {
  return drawsPresentation(doc.url) ? 'presentation-cover' : null;
}

/** The library's presentations (newest first) as cards: the first is current, numbered 01. */
export function presentations(documents: readonly PublicDocument[]): Presentation[] {
  return documents.map((doc, index) => ({
    id: String(index + 1).padStart(2, '0'),
    title: doc.title,
    date: presentationDate(doc.documentDate),
    description: doc.description,
    type: 'PDF Presentation',
    pages: doc.pages,
    url: doc.url,
    cover: presentationCover(doc),
    status: 'Current',
  }));
}

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
export const searchText: PageSearchText = { path: '/investors/corporate-presentation', content: [presentationHighlights, FACT_SHEET_NOTICE] };
