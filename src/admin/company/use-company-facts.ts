import { useCallback } from 'react';
import { getCompanyFacts } from './company-api.ts';
import { useLoaded } from './use-loaded.ts';

/** The company facts as the Company screen loads them. */
export function useCompanyFacts(token: string) {
  return useLoaded(
    useCallback(() => getCompanyFacts(token), [token]),
    'Failed to load the company facts',
  );
}
