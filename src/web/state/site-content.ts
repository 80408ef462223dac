import { atom, useAtomValue } from 'jotai';
import { SEED_COMPANY_FACTS } from '../../shared/company-facts.ts';
import type { SiteContent } from '../../shared/site-content.ts';
import { type CompanyView, companyView } from '../content/company.ts';

/** Set from the server's render input (and, for islands, the page's island data) on every page. */
export const siteContentAtom = atom<SiteContent>({ facts: SEED_COMPANY_FACTS, shareReading: null, events: [], photos: {} });

/** The company's details as pages show them, from the facts the admin last saved. */
export function useCompany(): CompanyView {
  return companyView(useAtomValue(siteContentAtom).facts);
}

export const useSiteContent = (): SiteContent => useAtomValue(siteContentAtom);

/** The media id of the photograph uploaded for an image slot, if any. */
export const useUploadedPhoto = (name: string): string | undefined => useAtomValue(siteContentAtom).photos[name];
