import { defineEntity, p } from '@mikro-orm/core';
import type { CompanyFactsDocument } from '../../../shared/company-facts.ts';

/**
 * The company facts document, one row (id 1). Absent until the first save: until then the facts are the
 * seed in src/shared/company-facts.ts, at version 0.
 */
export const CompanyFactsRowSchema = defineEntity({
  name: 'CompanyFactsRow',
  tableName: 'company_facts',
  properties: {
    id: p.integer().primary(),
    version: p.integer(),
    facts: p.json<CompanyFactsDocument>(),
    updatedAt: p.datetime(),
  },
});

export class CompanyFactsRow extends CompanyFactsRowSchema.class {}
CompanyFactsRowSchema.setClass(CompanyFactsRow);
