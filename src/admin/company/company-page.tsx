import { AdminShell } from '../app/admin-shell.tsx';
import { ArchivePeriodForm } from './archive-period-form.tsx';
import { CompanyForm } from './company-form.tsx';
import { useCompanyFacts } from './use-company-facts.ts';

function CompanyFacts({ token }: { token: string }) {
  const facts = useCompanyFacts(token);
  if (facts.status === 'loading') return <p>Loading...</p>;
  if (facts.status === 'failed') return <p role="alert">{facts.message}</p>;
  return (
    <>
      <CompanyForm token={token} initial={facts.value} />
      <ArchivePeriodForm token={token} />
    </>
  );
}

export default function CompanyPage() {
  return <AdminShell title="Company">{(token) => <CompanyFacts token={token} />}</AdminShell>;
}
