/**
 * How releases quote drill results and resources, for the pre-publish checks of a release with result
 * tables (result-checks.ts). Tested with releases that must and must not be flagged
 * (test/unit/drilling-checks.test.ts).
 */
import type { Element } from '../../../shared/drilling.ts';

/** Element names a grade may be followed by, symbol or word. */
export const ELEMENT_WORDS: Record<string, Element> = {
  cu: 'Cu', copper: 'Cu',
  au: 'Au', gold: 'Au',
  ag: 'Ag', silver: 'Ag',
  mo: 'Mo', molybdenum: 'Mo', moly: 'Mo',
  zn: 'Zn', zinc: 'Zn',
  pb: 'Pb', lead: 'Pb',
  ni: 'Ni', nickel: 'Ni',
  co: 'Co', cobalt: 'Co',
  pt: 'Pt', platinum: 'Pt',
  pd: 'Pd', palladium: 'Pd',
};

const ELEMENT = Object.keys(ELEMENT_WORDS).join('|');
/** A metal-equivalent after a grade ("0.85% CuEq", "0.85% Cu Eq", "1.2 g/t gold equivalent") is not an element grade. */
const NOT_EQUIVALENT = '(?![\\s-]*eq(?:uivalent|uiv|\\.)?\\b)';
const LENGTH = String.raw`(?<length>\d+(?:\.\d+)?)\s*(?:m|metres|meters)\b`;
const GRADE = String.raw`(?<grade>\d+(?:\.\d+)?)\s*(?<unit>%|g\/t|gpt|grams per tonne)\s*(?<element>${ELEMENT})\b${NOT_EQUIVALENT}`;

/** A grade of one element, anywhere: "0.62% Cu", "1.2 g/t gold". */
export const ELEMENT_GRADE = new RegExp(GRADE, 'i');

/**
 * The ways a headline interval is written: a length with a grade. Each has the groups length, grade, unit
 * and element; a release's quoted interval must match a row of its tables after rounding to the decimals quoted.
 */
export const HEADLINE_INTERVALS: readonly RegExp[] = [
  // 148 m of 0.62% Cu; 148 m grading 0.62% Cu; 148.0 metres at 0.62 % copper; 148 m averaging 0.62% Cu
  new RegExp(String.raw`${LENGTH}\s+(?:of\s+core\s+)?(?:of|grading|at|averaging|assaying|returning)\s+${GRADE}`, 'i'),
  // 0.62% Cu over 148 m; 1.2 g/t Au across 12.5 metres; 0.62% Cu along 148 m
  new RegExp(String.raw`${GRADE}\s+(?:over|across|along)\s+${LENGTH}`, 'i'),
  // 0.62% Cu over a core length of 148 m; 0.62% Cu over an interval of 148 m
  new RegExp(String.raw`${GRADE}\s+over\s+(?:a|an)\s+(?:core\s+length|interval|downhole\s+length)\s+of\s+${LENGTH}`, 'i'),
];

/** A metal-equivalent grade: "0.85% CuEq", "0.85% Cu Eq.", "1.9 g/t AuEq", "copper-equivalent grade". */
export const EQUIVALENT_GRADE =
  /\b(?:\d+(?:\.\d+)?\s*(?:%|g\/t|gpt)\s*)?(?:Cu|Au|Ag|Mo|Zn|Ni)\s*-?\s*Eq(?:uivalent|uiv\.?|\.)?(?![a-z])|\b(?:copper|gold|silver|metal)[-\s]equivalent\b/i;

/** Categories of resources added into one figure with Inferred: "measured, indicated and inferred", "M+I+I". */
export const INFERRED_SUMMED: readonly RegExp[] = [
  /\b(?:measured|indicated)(?:\s*(?:,|\+|&|and|plus)\s*(?:measured|indicated))*\s*(?:,|\+|&|and|plus)\s*inferred\b/i,
  /\bM\s*\+\s*I\s*\+\s*I\b/,
  /\binferred\s*(?:\+|&|and|plus)\s*(?:measured|indicated)\b/i,
];

/** A mineral resource reported: a CIM category, or an estimate named as one. */
export const RESOURCE_MENTION = /\b(?:measured|indicated|inferred)\s+(?:and\s+(?:measured|indicated|inferred)\s+)?(?:mineral\s+)?resources?\b|\bmineral\s+resource\s+estimates?\b/i;

/** The caution a resource needs (NI 43-101 s.2.3(1)(a) and CIM): resources are not reserves. */
export const RESOURCE_CAUTION =
  /mineral\s+resources\s+(?:that\s+)?are\s+not\s+mineral\s+reserves\s+(?:and\s+)?(?:do\s+not|don['’]t)\s+have\s+demonstrated\s+economic\s+viability/i;

