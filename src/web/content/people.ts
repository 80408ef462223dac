import { companyFacts } from '../../shared/company-facts.ts';

/** Management person (name, position, description), from the officers in the company-facts registry. */
export interface Person {
  name: string;
  position: string;
  description: string;
}

export const managementTeam: Person[] = companyFacts.officers.value.map((o) => ({ name: o.name, position: o.position, description: o.biography }));
