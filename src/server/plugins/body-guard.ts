import type { FieldErrors } from '../../shared/validation.ts';

// Our JSON bodies are flat objects. A deeper one is abuse, and TypeBox's Clone and Default recurse
// once per level: a 200 KB body of brackets would overflow the stack and surface as a 500.
const MAX_DEPTH = 8;

// A lone surrogate half is not text: the driver would store U+FFFD, silently changing what was sent.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL text cannot hold NUL; sending one even breaks the driver's connection (08P01). */
function unstorable(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * What a parsed JSON body can get wrong before its schema is worth checking, keyed like the schema
 * errors (the top-level field, or `body`) and worded with the field's label; null when nothing is
 * wrong. Iterative, so depth cannot hurt it.
 */
export function bodyProblems(body: unknown, label: (field: string) => string): FieldErrors | null {
  if (typeof body !== 'object' || body === null) return null;
  const pending: { value: unknown; depth: number; field: string }[] = Object.entries(body).map(([field, value]) => ({ value, depth: 1, field }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth, field } = next;
    if (depth > MAX_DEPTH) return { body: 'Request body is nested too deeply' };
    if (typeof value === 'string' && unstorable(value)) return { [field]: `${label(field)} contains characters that are not allowed` };
    if (typeof value === 'object' && value !== null) {
      for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1, field });
    }
  }
  return null;
}
