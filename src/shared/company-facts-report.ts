/** Which company facts still wait for the company's confirmation, and where the site shows them. */
import type { CompanyFacts } from './company-facts.ts';

export interface Unconfirmed {
  key: string;
  value: string;
  shownOn: readonly string[];
}

function summary(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v && 'name' in v ? String(v.name) : summary(v))).join('; ');
  if (value && typeof value === 'object') return Object.values(value).map(summary).join(', ');
  return String(value);
}

export function unconfirmedFacts(facts: CompanyFacts): Unconfirmed[] {
  return Object.entries(facts)
    .filter(([, f]) => !f.confirmed)
    .map(([key, f]) => ({ key, value: summary(f.value), shownOn: f.shownOn }));
}

/** `source` says where the facts are edited. */
export function formatUnconfirmed(list: Unconfirmed[], source = 'src/shared/company-facts.ts'): string {
  if (list.length === 0) return 'All company facts are confirmed.';
  const lines = list.map((u) => `- ${u.key}: ${u.value}\n    shown on: ${u.shownOn.join(', ')}`);
  return `${list.length} company fact${list.length === 1 ? '' : 's'} not confirmed (${source}):\n${lines.join('\n')}`;
}
