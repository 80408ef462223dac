/** A copper fact: number, fact, source. General, widely published facts with a named source. */
export interface CopperFact {
  number: number;
  fact: string;
  source: string;
}

export const copperFacts: CopperFact[] = [
  {
    number: 1,
    fact: 'Copper conducts electricity better than any other metal except silver, which is why it carries most of the world’s electrical power.',
    source: 'Copper Development Association',
  },
  {
    number: 2,
    fact: 'Copper can be recycled again and again without any loss of its physical or chemical properties.',
    source: 'International Copper Association',
  },
  {
    number: 3,
    fact: 'Roughly 80% of all the copper ever mined is estimated to still be in use today.',
    source: 'Copper Development Association',
  },
  {
    number: 4,
    fact: 'A battery-electric car uses several times as much copper as a comparable car with a combustion engine.',
    source: 'International Copper Association',
  },
  {
    number: 5,
    fact: 'Chile is the world’s largest copper-producing country.',
    source: 'U.S. Geological Survey, Mineral Commodity Summaries',
  },
  {
    number: 6,
    fact: 'Copper alloys were the first solid surface materials registered with public-health antimicrobial claims in the United States.',
    source: 'U.S. Environmental Protection Agency',
  },
  {
    number: 7,
    fact: 'Copper is one of the oldest metals worked by people, with copper objects dating back roughly 10,000 years.',
    source: 'Copper Development Association',
  },
  {
    number: 8,
    fact: 'Copper’s chemical symbol, Cu, comes from the Latin cuprum, after the island of Cyprus, an early source of the metal.',
    source: 'Royal Society of Chemistry, Periodic Table',
  },
  {
    number: 9,
    fact: 'The Statue of Liberty’s outer skin is made of thin copper sheets; its green colour is the natural patina copper forms outdoors.',
    source: 'U.S. National Park Service',
  },
  {
    number: 10,
    fact: 'Copper is on Canada’s Critical Minerals List, which identifies minerals essential to the economy and the energy transition.',
    source: 'Natural Resources Canada',
  },
];
