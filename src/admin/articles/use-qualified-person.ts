import { useEffect, useState } from 'react';
import type { CompanyFactsDocument } from '../../shared/company-facts.ts';
import { useAdminSession } from '../session/admin-session.ts';
import { getCompanyFacts } from '../company/company-api.ts';

export type QualifiedPerson = CompanyFactsDocument['qualifiedPerson']['value'];

/**
 * The Qualified Person the company facts confirm, read once per form: null while unconfirmed (or not yet
 * read), which the checks report as an error, as the server's checks do.
 */
export function useQualifiedPerson(): QualifiedPerson | null {
  const { token } = useAdminSession();
  const [person, setPerson] = useState<QualifiedPerson | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    getCompanyFacts(token).then(
      (state) => current && setPerson(state.facts.qualifiedPerson.confirmed ? state.facts.qualifiedPerson.value : null),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [token]);
  return person;
}
