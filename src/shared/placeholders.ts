import type { CompanyFactsDocument, FactKey } from './company-facts.ts';

/**
 * A placeholder is a value that says it is not real: a bracketed stand-in ("[Director name]", "[Street
 * address]") or a telephone number of zeros ("+1 (604) 000-0000"). The admin's launch checklist lists the
 * facts that hold one; no public page shows one.
 */
const BRACKETED = /\[[^\]]*\]/;
const ZEROS_NUMBER = /(?:^|\D)000[-.\s]?000\d(?:\D|$)/;

export function isPlaceholder(text: string): boolean {
  return BRACKETED.test(text) || ZEROS_NUMBER.test(text);
}

/** The text, or '' where it is a placeholder: a page then shows what is real around it. */
export const realText = (text: string): string => (isPlaceholder(text) ? '' : text);

/** The lines that are real: a card keeps its confirmed lines and drops its stand-ins. */
export const realLines = (lines: readonly string[]): string[] => lines.filter((line) => line.trim() && !isPlaceholder(line));

/**
 * The facts as any public page may carry them, rendered or in its island data: every placeholder emptied
 * or its line dropped. What is real stays, so each card and officer the pages show stays.
 */
export function publicFacts(facts: CompanyFactsDocument): CompanyFactsDocument {
  const text = <K extends FactKey>(key: K, value: CompanyFactsDocument[K]['value']) => ({ ...facts[key], value });
  const qp = facts.qualifiedPerson.value;
  const ir = facts.investorRelationsContact.value;
  return {
    ...facts,
    phone: text('phone', realText(facts.phone.value)),
    investorRelationsContact: text('investorRelationsContact', { ...ir, name: realText(ir.name), phone: realText(ir.phone) }),
    corporateOffice: text('corporateOffice', realLines(facts.corporateOffice.value)),
    registeredOffice: text('registeredOffice', realLines(facts.registeredOffice.value)),
    legalCounsel: text('legalCounsel', realLines(facts.legalCounsel.value)),
    auditor: text('auditor', realLines(facts.auditor.value)),
    transferAgent: text('transferAgent', realLines(facts.transferAgent.value)),
    // A designation without a name says nothing true: the statement names nobody until the QP is named.
    qualifiedPerson: text('qualifiedPerson', realText(qp.name) ? { name: qp.name, designation: realText(qp.designation), relationship: realText(qp.relationship) } : { name: '', designation: '', relationship: '' }),
    officers: text('officers', facts.officers.value.map((officer) => ({ ...officer, name: realText(officer.name) }))),
  };
}
