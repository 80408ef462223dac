/**
 * The words and patterns the pre-publish checks look for, in one place, with the reason shown to the IR
 * manager. Tested with texts that must and must not trigger each (test/unit/disclosure-checks.test.ts).
 */

/** Scientific or technical disclosure about a mineral project (NI 43-101 s.3.1 needs a Qualified Person). */
export const TECHNICAL_DISCLOSURE: readonly RegExp[] = [
  /\b\d+(?:\.\d+)?\s*(?:g\/t|gpt|grams per tonne|oz\/t|ppm|ppb)\b/i,
  /\b\d+(?:\.\d+)?\s*%\s*(?:Cu|copper|Zn|zinc|Ni|nickel|Mo|moly(?:bdenum)?|Pb|lead|Au|Ag)\b/i,
  /\b(?:assays?|assayed)\b/i,
  /\bdrill(?:ing|ed)?\s+(?:results?|holes?|intercepts?|intersections?|program(?:me)?)\b/i,
  /\bintersect(?:ed|ion|ions|s)?\b/i,
  /\bover\s+\d+(?:\.\d+)?\s*(?:m|metres|meters|ft|feet)\b/i,
  /\bmineraliz(?:ation|ed)\b|\bmineralis(?:ation|ed)\b/i,
  /\b(?:mineral\s+)?(?:resource|reserve)\s+estimates?\b/i,
  /\b(?:indicated|inferred|measured|probable|proven)\s+(?:mineral\s+)?(?:resources?|reserves?)\b/i,
];

/** A Qualified Person statement, in any of its usual wordings. */
export const QP_STATEMENT = /\bqualified\s+person\b/i;

export interface FlaggedWord {
  pattern: RegExp;
  reason: string;
}

/** Words CSA staff flag as promotional in mining disclosure (CSA Staff Notice 51-356 and 43-309 reviews). */
export const PROMOTIONAL_WORDS: readonly FlaggedWord[] = [
  { pattern: /\bworld[-\s]class\b/i, reason: 'Promotional: "world-class" implies a comparison the release does not support.' },
  { pattern: /\bbonanza\b/i, reason: 'Promotional: "bonanza" suggests grades or size not supported by disclosed data.' },
  { pattern: /\bspectacular\b/i, reason: 'Promotional: "spectacular" is an unbalanced description of results.' },
  { pattern: /\b(?:huge|massive|enormous|giant)\s+(?:deposit|discovery|potential)\b/i, reason: 'Promotional: size words need a resource estimate to back them.' },
  { pattern: /\b(?:elephant|tier[-\s]one)\b/i, reason: 'Promotional: a ranking the company cannot support without a reserve.' },
  { pattern: /\bhigh[-\s]grade\b/i, reason: 'Promotional unless the grade and interval are stated beside it.' },
  { pattern: /\bore(?:body|bodies|\s+body)?\b/i, reason: '"Ore" means mineral reserves; the company reports none.' },
  { pattern: /\breserves?\b/i, reason: '"Reserves" implies a pre-feasibility study; the company reports none.' },
];

/** Statements about the future. */
export const FORWARD_LOOKING = /\b(?:will|expects?|expected|anticipates?|anticipated|plans?\s+to|intends?\s+to|aims?\s+to|is\s+scheduled\s+to|forecasts?|targets?\s+(?:completion|production|drilling))\b/i;

/** The cautionary paragraph that forward-looking statements need. */
export const FLS_CAUTION = /\bforward[-\s]looking\s+(?:statements?|information)\b/i;
