import { useEffect, useState } from 'react';
import { confirmedQualifiedPerson } from '../../shared/checks/disclosure-checks.ts';
import { useAdminSession } from '../session/admin-session.ts';
import { getCompanyFacts } from '../company/company-api.ts';

/**
 * The Qualified Person the company facts confirm, read once per form: null while unconfirmed (or not yet
 * read), which the checks report as an error, as the server's checks do.
 */
export function useQualifiedPerson(): string | null {
  const { token } = useAdminSession();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    getCompanyFacts(token).then(
      (state) => current && setName(confirmedQualifiedPerson(state.facts)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [token]);
  return name;
}
