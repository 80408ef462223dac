import { COMPANY_NAME } from '../../../shared/site.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { readCompanyFacts } from '../company/index.ts';

/** Who sends every message, as CASL asks: the company's name and its mailing address as the admin has it now. */
export async function messageSender(em: EntityManager): Promise<string> {
  const { facts } = await readCompanyFacts(em);
  return `${COMPANY_NAME}, ${facts.corporateOffice.value.join(', ')}`;
}
