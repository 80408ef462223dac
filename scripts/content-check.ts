/**
 * Lists every company fact not yet confirmed, with the pages that show it, and exits 1 while any remains.
 * `--registry <module>` checks another registry module exporting `companyFacts` (tests use a fixture).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { CompanyFacts } from '../src/shared/company-facts.ts';
import { formatUnconfirmed, unconfirmedFacts } from '../src/shared/company-facts-report.ts';

const { values } = parseArgs({ options: { registry: { type: 'string', default: 'src/shared/company-facts.ts' } } });
const module = (await import(pathToFileURL(resolve(values.registry)).href)) as { companyFacts?: CompanyFacts };
if (!module.companyFacts) {
  console.error(`${values.registry} exports no companyFacts`);
  process.exit(2);
}
const list = unconfirmedFacts(module.companyFacts);
console.log(formatUnconfirmed(list));
process.exit(list.length ? 1 : 0);
