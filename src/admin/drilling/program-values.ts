import type { DrillProgramUpdate } from '../../shared/drill-program-admin.ts';
import { DRILL_PROJECTS, type DrillProgram, type DrillProgramInput, type DrillProject, type Element, ELEMENTS, ELEMENT_UNITS, type EquivalentFormula, type HoleStatus, type ImportError, RESULTS_IN } from '../../shared/drilling.ts';

/** The projects as the site names them. */
export const PROJECT_NAMES: Record<DrillProject, string> = { 'copper-keg': 'Copper Keg', eaglehead: 'Eaglehead' };
export const projectName = (slug: string) => PROJECT_NAMES[slug as DrillProject] ?? slug;
export { DRILL_PROJECTS };

const ZONES = Array.from({ length: 16 }, (_, i) => i + 7);

/** Every coordinate system the API accepts (shared/drilling.ts CRS_PATTERN), with the name a geologist reads. */
export const CRS_OPTIONS: readonly { value: string; label: string }[] = [
  ...ZONES.map((zone) => ({ value: `EPSG:${26900 + zone}`, label: `NAD83 / UTM zone ${zone}N (EPSG:${26900 + zone})` })),
  ...ZONES.map((zone) => ({ value: `EPSG:${32600 + zone}`, label: `WGS 84 / UTM zone ${zone}N (EPSG:${32600 + zone})` })),
];
export const crsLabel = (crs: string) => CRS_OPTIONS.find((option) => option.value === crs)?.label ?? crs;

export const elementLabel = (element: Element) => `${element} (${ELEMENT_UNITS[element]})`;

/** The program form as its controls hold it: the primary element apart, the others ticked. */
export interface ProgramDraft extends Omit<DrillProgramInput, 'elements' | 'equivalentFormula'> {
  primary: Element;
  others: Element[];
  /** Whether the tables show a metal-equivalent grade, and so carry its formula. */
  equivalent: boolean;
  equivalentFormula: EquivalentFormula;
}

const NO_FORMULA: EquivalentFormula = { formula: '', prices: '', recoveries: '' };

export const EMPTY_PROGRAM: ProgramDraft = {
  project: 'copper-keg',
  name: '',
  crs: 'EPSG:26910',
  primary: 'Cu',
  others: ['Au', 'Ag'],
  laboratory: { name: '', location: '', accreditation: '', independence: '' },
  methods: '',
  qaqc: { standards: '', blanks: '', duplicates: '' },
  compositing: { cutOff: '', maxInternalDilution: '', topCut: '' },
  equivalent: false,
  equivalentFormula: NO_FORMULA,
};

export function draftOf(program: DrillProgram): ProgramDraft {
  const [primary, ...others] = program.elements as Element[];
  const { project, name, crs, laboratory, methods, qaqc, compositing, equivalentFormula } = program;
  return {
    project: project as DrillProject,
    name,
    crs,
    primary: primary ?? 'Cu',
    others,
    laboratory,
    methods,
    qaqc,
    compositing,
    equivalent: equivalentFormula !== null,
    equivalentFormula: equivalentFormula ?? NO_FORMULA,
  };
}

/** The grade columns in the order the API keeps them: the primary element first, the others in the list's order. */
export const elementsOf = (draft: Pick<ProgramDraft, 'primary' | 'others'>): Element[] => [draft.primary, ...ELEMENTS.filter((e) => e !== draft.primary && draft.others.includes(e))];

export function createBody(draft: ProgramDraft): DrillProgramInput {
  const { primary: _, others: __, equivalent, equivalentFormula, ...rest } = draft;
  return { ...rest, elements: elementsOf(draft), equivalentFormula: equivalent ? equivalentFormula : null };
}

export function updateBody(draft: ProgramDraft, version: number): DrillProgramUpdate {
  const { name, laboratory, methods, qaqc, compositing, equivalent, equivalentFormula } = draft;
  return { name, laboratory, methods, qaqc, compositing, equivalentFormula: equivalent ? equivalentFormula : null, version };
}

/** An import error as one line a person reads: "intervals, row 7, true_width: ..." (row 0 is the header). */
export function importErrorLine(error: ImportError): string {
  const where = error.row === 0 ? 'header row' : `row ${error.row}`;
  return `${error.file}, ${where}${error.field ? `, ${error.field}` : ''}: ${error.message}`;
}

/** The errors grouped by file in the order of the files, each file's rows in order, as the table lists them. */
export function sortImportErrors(errors: readonly ImportError[]): ImportError[] {
  const order = ['collars', 'surveys', 'intervals'];
  return [...errors].sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || a.row - b.row);
}

/** A hole's status in the table: reported with intervals, NSI (results in, none significant), withheld, or where it stands. */
export function holeOutcome(hole: { status: string; withheldReason: string | null; intervals: readonly unknown[] }): string {
  if (hole.withheldReason) return 'Withheld';
  if (hole.intervals.length) return `${hole.intervals.length} interval${hole.intervals.length === 1 ? '' : 's'}`;
  return RESULTS_IN.includes(hole.status as HoleStatus) ? 'NSI' : 'No results yet';
}
