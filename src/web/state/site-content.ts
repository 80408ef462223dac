import { atom, useAtomValue } from 'jotai';
import { SEED_COMPANY_FACTS } from '../../shared/company-facts.ts';
import { publicFacts } from '../../shared/placeholders.ts';
import type { SiteContent } from '../../shared/site-content.ts';
import { type CompanyView, companyView } from '../content/company.ts';

/** Set from the server's render input (and, for islands, the page's island data) on every page. */
export const siteContentAtom = atom<SiteContent>({ facts: publicFacts(SEED_COMPANY_FACTS), shareReading: null, events: [], photos: {}, reviewedOn: {} });

/** The company's details as pages show them, from the facts the admin last saved. */
export function useCompany(): CompanyView {
  return companyView(useAtomValue(siteContentAtom).facts);
}

export const useSiteContent = (): SiteContent => useAtomValue(siteContentAtom);

/** The media id of the photograph uploaded for an image slot, if any. */
export const useUploadedPhoto = (name: string): string | undefined => useAtomValue(siteContentAtom).photos[name];

/** Which portfolio fact a figure states, by the label the pages give it. */
const FIGURE_FACTS: Record<string, 'activeProjects' | 'provinces' | 'totalHectares'> = {
  'Active Projects': 'activeProjects',
  Projects: 'activeProjects',
  Provinces: 'provinces',
  Hectares: 'totalHectares',
  'Total Hectares': 'totalHectares',
};

/** A page's portfolio figures: each keeps the spec's own value until the company confirms the one true figure. */
export function useFigures<T extends { value: string; label: string }>(figures: readonly T[]): T[] {
  const { facts } = useAtomValue(siteContentAtom);
  return figures.map((figure) => {
    const key = FIGURE_FACTS[figure.label];
    const fact = key ? facts[key] : null;
    return fact?.confirmed && fact.value ? { ...figure, value: fact.value } : figure;
  });
}
