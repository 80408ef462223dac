/** SPEC section 3: Management person (name, position, description). */
export interface Person {
  name: string;
  position: string;
  description: string;
}

/**
 * COMPANY TO CONFIRM BEFORE LAUNCH: the specification names no people. Each `name` below is a
 * placeholder in square brackets for the company to replace with the officer's or director's name;
 * positions and role descriptions state responsibilities only, no credentials or history.
 */
export const managementTeam: Person[] = [
  {
    name: '[President & CEO name]',
    position: 'President & Chief Executive Officer',
    description:
      'Leads District Copper’s strategy, financing and relationships with shareholders, partners and communities, and oversees the advancement of the Company’s copper and gold projects.',
  },
  {
    name: '[Chief Financial Officer name]',
    position: 'Chief Financial Officer',
    description:
      'Responsible for financial reporting, treasury and corporate compliance, including the Company’s continuous disclosure obligations as a TSX Venture Exchange issuer.',
  },
  {
    name: '[VP Exploration name]',
    position: 'Vice President, Exploration',
    description:
      'Designs and directs the exploration programs at Copper Keg and the Company’s other projects, from mapping and geophysics to drill targeting and data quality.',
  },
  {
    name: '[Director name]',
    position: 'Director',
    description:
      'Serves on the Board of Directors, bringing independent oversight of strategy, risk and governance on behalf of all shareholders.',
  },
];
