import { type CheckItem, qualifiedPersonProblem, readerText, technicalDisclosure } from '../../../shared/checks/disclosure-checks.ts';
import { type Element, ELEMENT_UNITS, RESULTS_IN, type ResultTable, type TableHole } from '../../../shared/drilling.ts';
import { RESOURCE_CATEGORIES, type ResourceRow as EstimateRow } from '../../../shared/resource-estimate.ts';
import {
  ELEMENT_GRADE,
  ELEMENT_WORDS,
  EQUIVALENT_GRADE,
  HEADLINE_INTERVALS,
  INFERRED_SUMMED,
  RESOURCE_CAUTION,
  RESOURCE_MENTION,
} from './result-vocabulary.ts';

/** What the checks read of a row of a resource estimate table (shared/resource-estimate.ts). */
export type ResourceRow = Pick<EstimateRow, 'category' | 'tonnes'>;

export interface ReleaseWithResults {
  title: string;
  description: string;
  content: string;
  /** The Qualified Person confirmed in the company facts, or null. */
  qualifiedPerson: string | null;
  /** The result tables of the programs the release reports, as they would be published. */
  tables: ResultTable[];
  /** Resource estimate tables the release shows. */
  resources?: ResourceRow[][];
}

/** Rounds as a quoted figure is rounded; the tolerance keeps 0.625 (stored as 0.62499…) rounding up. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale + 1e-9) / scale;
}

const decimalsOf = (figure: string) => figure.split('.')[1]?.length ?? 0;
const unitOf = (written: string) => (written === '%' ? '%' : 'g/t');
const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!);
const blank = (statement: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(labels).filter(([key]) => !statement[key]?.trim()).map(([, label]) => label);

const LAB = { name: 'name', location: 'location', accreditation: 'accreditation', independence: 'independence from the company' };
const QAQC = { standards: 'standards', blanks: 'blanks', duplicates: 'duplicates' };
const EQUIVALENT = { formula: 'formula', prices: 'metal prices', recoveries: 'recoveries' };

function statementChecks({ program }: ResultTable): CheckItem[] {
  const errors: CheckItem[] = [];
  const lab = blank(program.laboratory, LAB);
  if (lab.length) errors.push({ code: 'lab-statement-missing', match: program.name, message: `${program.name}: the laboratory statement lacks the laboratory's ${list(lab)}.` });
  const qaqc = blank(program.qaqc, QAQC);
  if (qaqc.length) errors.push({ code: 'qaqc-statement-missing', match: program.name, message: `${program.name}: the QA/QC statement lacks its ${list(qaqc)}.` });
  if (!program.methods.trim()) errors.push({ code: 'method-missing', match: program.name, message: `${program.name}: state the analytical methods.` });
  return errors;
}

function holeChecks(hole: TableHole): CheckItem[] {
  const errors: CheckItem[] = [];
  const { holeId } = hole;
  if (!hole.intervals.length && !hole.withheldReason && !RESULTS_IN.includes(hole.status)) {
    errors.push({ code: 'hole-unreported', match: holeId, message: `Hole ${holeId} (${hole.status}) has no results: report its intervals, or no significant intercept, or give the reason it is withheld.` });
  }
  const untold = hole.intervals.filter((i) => i.trueWidth === null && !i.trueWidthBasis);
  if (untold.length) {
    const spans = untold.map((i) => `${i.from}-${i.to} m`);
    errors.push({ code: 'true-width-missing', match: holeId, message: `Hole ${holeId}: ${list(spans)} ${untold.length > 1 ? 'give' : 'gives'} no true width: give it, or "unknown" with its basis.` });
  }
  return errors;
}

/** Whether a row of the tables rounds to the quoted length and grade, to the decimals quoted. */
function matchesRow(tables: ResultTable[], element: Element, length: string, grade: string): boolean {
  return tables.some(({ program, holes }) =>
    program.elements.includes(element) &&
    holes.some((hole) =>
      hole.intervals.some((i) => {
        const value = i.grades[element];
        return value !== undefined && !value.belowDetection &&
          roundTo(i.to - i.from, decimalsOf(length)) === Number(length) && roundTo(value.value, decimalsOf(grade)) === Number(grade);
      }),
    ),
  );
}

function headlineChecks(text: string, tables: ResultTable[]): CheckItem[] {
  const quoted = new Map<number, RegExpExecArray>();
  for (const pattern of HEADLINE_INTERVALS) for (const m of text.matchAll(new RegExp(pattern.source, 'gi'))) if (!quoted.has(m.index)) quoted.set(m.index, m);
  return [...quoted.values()].flatMap((m) => {
    const { length, grade, unit, element: word } = m.groups!;
    const element = ELEMENT_WORDS[word!.toLowerCase()]!;
    if (ELEMENT_UNITS[element] !== unitOf(unit!)) {
      return [{ code: 'headline-mismatch' as const, match: m[0], message: `"${m[0]}": ${element} grades are reported in ${ELEMENT_UNITS[element]}, not ${unit}.` }];
    }
    if (matchesRow(tables, element, length!, grade!)) return [];
    return [{ code: 'headline-mismatch' as const, match: m[0], message: `"${m[0]}" matches no interval of the result tables, rounded to the decimals quoted.` }];
  });
}

function equivalentChecks(text: string, tables: ResultTable[]): CheckItem[] {
  const mention = EQUIVALENT_GRADE.exec(text)?.[0];
  if (mention === undefined) return [];
  const errors: CheckItem[] = [];
  for (const { program } of tables) {
    const missing = program.equivalentFormula ? blank(program.equivalentFormula, EQUIVALENT) : Object.values(EQUIVALENT);
    if (missing.length) {
      errors.push({ code: 'equivalent-formula-missing', match: mention, message: `"${mention}" is a metal-equivalent grade: ${program.name} must state its ${list(missing)}.` });
    }
  }
  for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z(])/)) {
    const own = EQUIVALENT_GRADE.exec(sentence)?.[0];
    if (own !== undefined && !ELEMENT_GRADE.test(sentence)) {
      errors.push({ code: 'equivalent-grades-missing', match: own, message: `"${own}" must stand beside the individual grades it is computed from, in the same sentence.` });
    }
  }
  return errors;
}

const tonnesOf = (table: ResourceRow[], category: string) => table.find((row) => row.category === category)?.tonnes;

/** A Measured + Indicated row is their sum: one that differs (by more than rounding) has counted something else in, such as Inferred. */
function subtotalProblem(table: ResourceRow[]): CheckItem | null {
  const [measured, indicated, subtotal] = ['Measured', 'Indicated', 'Measured + Indicated'].map((category) => tonnesOf(table, category));
  if (subtotal === undefined || (measured === undefined && indicated === undefined)) return null;
  const sum = (measured ?? 0) + (indicated ?? 0);
  if (Math.abs(subtotal - sum) <= sum * 0.005) return null;
  const message = `The Measured + Indicated row (${subtotal.toLocaleString('en-US')} t) is not the sum of the Measured and Indicated rows (${sum.toLocaleString('en-US')} t): never count Inferred in it.`;
  return { code: 'resource-inferred-summed', match: 'Measured + Indicated', message };
}

function resourceChecks(text: string, resources: ResourceRow[][]): CheckItem[] {
  const errors: CheckItem[] = [];
  const summed = INFERRED_SUMMED.map((pattern) => pattern.exec(text)).find(Boolean)?.[0];
  if (summed) errors.push({ code: 'resource-inferred-summed', match: summed, message: `"${summed}" adds Inferred resources to Measured or Indicated: report Inferred on its own.` });
  for (const table of resources) {
    for (const row of table) {
      if (!(RESOURCE_CATEGORIES as readonly string[]).includes(row.category)) {
        errors.push({ code: 'resource-inferred-summed', match: row.category, message: `The resource table's row "${row.category}": only ${list([...RESOURCE_CATEGORIES])} rows, never a total with Inferred.` });
      }
    }
    const subtotal = subtotalProblem(table);
    if (subtotal) errors.push(subtotal);
  }
  const reported = RESOURCE_MENTION.exec(text)?.[0] ?? (resources.length ? 'the resource table' : undefined);
  if (reported !== undefined && !RESOURCE_CAUTION.test(text)) {
    errors.push({ code: 'resource-caution-missing', match: reported, message: 'Mineral resources are reported: add the caution that mineral resources are not mineral reserves and do not have demonstrated economic viability.' });
  }
  return errors;
}

/**
 * The pre-publish checks of a release with result tables (or a resource table): the Qualified Person, the
 * laboratory, QA/QC and method statements, every hole reported or withheld with a reason, true widths, headline
 * intervals against the rows, metal-equivalent grades with their formula and beside the individual grades,
 * and resources never summed with Inferred and carrying their caution. A release without either has none.
 */
export function resultChecks(release: ReleaseWithResults): CheckItem[] {
  const { tables, resources = [] } = release;
  if (!tables.length && !resources.length) return [];
  const text = readerText(`${release.title} ${release.description} ${release.content}`);
  const subject = tables.length ? `the results of ${tables[0]!.program.name}` : 'the resource estimate';
  const qp = qualifiedPersonProblem(technicalDisclosure(text) ?? subject, text, release.qualifiedPerson);
  return [
    ...(qp ? [qp] : []),
    ...tables.flatMap(statementChecks),
    ...tables.flatMap((table) => table.holes.flatMap(holeChecks)),
    ...headlineChecks(text, tables),
    ...equivalentChecks(text, tables),
    ...resourceChecks(text, resources),
  ];
}
