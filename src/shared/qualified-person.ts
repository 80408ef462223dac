import type { CompanyFactsDocument } from './company-facts.ts';

type QualifiedPerson = CompanyFactsDocument['qualifiedPerson']['value'];

/** The Qualified Person as statements name them: "Jane Doe, P.Geo., an independent consultant". */
export function qualifiedPersonNaming(qp: QualifiedPerson): string {
  return [qp.name, qp.designation, qp.relationship].filter(Boolean).join(', ');
}

/**
 * The NI 43-101 Qualified Person statement, naming the QP ("Jane Doe, P.Geo.") from the company facts; until
 * the company names one, the statement names nobody rather than a stand-in.
 */
export function qualifiedPersonStatement(subject: 'page' | 'release', qualifiedPerson: string): string {
  const where = subject === 'page' ? 'on this page' : 'in this news release';
  const who = qualifiedPerson ? `${qualifiedPerson}, a Qualified Person` : 'a Qualified Person';
  return `The scientific and technical information ${where} has been reviewed and approved by ${who} as defined by National Instrument 43-101 Standards of Disclosure for Mineral Projects.`;
}
