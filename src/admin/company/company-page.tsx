import { useCallback } from 'react';
import { AdminShell } from '../app/admin-shell.tsx';
import { getCompanyFacts } from './company-api.ts';
import { CompanyForm } from './company-form.tsx';
import { useLoaded } from './use-loaded.ts';

function CompanyFacts({ token }: { token: string }) {
  const facts = useLoaded(useCallback(() => getCompanyFacts(token), [token]), 'Failed to load the company facts');
  if (facts.status === 'loading') return <p>Loading...</p>;
  if (facts.status === 'failed') return <p role="alert">{facts.message}</p>;
  return <CompanyForm token={token} initial={facts.value} />;
}

export default function CompanyPage() {
  return <AdminShell title="Company">{(token) => <CompanyFacts token={token} />}</AdminShell>;
}
