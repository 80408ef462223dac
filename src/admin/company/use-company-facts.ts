import { useCallback } from 'react';
import { getCompanyFacts } from './company-api.ts';
import { useLoaded } from './use-loaded.ts';

/** The company facts as an admin screen loads them (the Company page, the dashboard's launch checklist). */
export function useCompanyFacts(token: string) {
  return useLoaded(
    useCallback(() => getCompanyFacts(token), [token]),
    'Failed to load the company facts',
  );
}
