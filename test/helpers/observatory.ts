/**
 * A scorer following Mozilla HTTP Observatory's published rules (start at 100, add each test's
 * modifier; A+ from 100). Only the header-based tests apply to a single response.
 */
export interface ScoreResult {
  score: number;
  notes: string[];
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

export function observatoryScore(headers: Headers, https: boolean): ScoreResult {
  let score = 100;
  const notes: string[] = [];
  const add = (delta: number, note: string) => {
    score += delta;
    notes.push(`${delta >= 0 ? '+' : ''}${delta} ${note}`);
  };

  const csp = headers.get('content-security-policy');
  if (!csp) add(-25, 'csp-not-implemented');
  else {
    const d = directives(csp);
    const script = d.get('script-src') ?? d.get('default-src') ?? [];
    const style = d.get('style-src') ?? d.get('default-src') ?? [];
    const unsafeScript = script.some((v) => /unsafe-inline|unsafe-eval|^https?:$|^\*$/.test(v));
    const objectNone = (d.get('object-src') ?? d.get('default-src') ?? []).includes("'none'");
    if (unsafeScript) add(-20, 'csp-implemented-with-unsafe-inline');
    else if (!objectNone) add(-5, 'csp-implemented-with-insecure-scheme-or-object');
    else if (style.includes("'unsafe-inline'")) add(0, 'csp-implemented-with-unsafe-inline-in-style-src-only');
    else if ((d.get('default-src') ?? []).includes("'none'")) add(10, 'csp-implemented-with-no-unsafe-default-src-none');
    else add(5, 'csp-implemented-with-no-unsafe');
  }

  const referrer = (headers.get('referrer-policy') ?? '').toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) {
    add(5, 'referrer-policy-private');
  } else if (referrer === 'unsafe-url' || referrer === 'no-referrer-when-downgrade') add(-5, 'referrer-policy-unsafe');

  if (headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff') add(-5, 'x-content-type-options-not-implemented');

  const frameAncestors = csp ? directives(csp).get('frame-ancestors') : undefined;
  if (frameAncestors?.includes("'none'") || frameAncestors?.includes("'self'")) add(5, 'x-frame-options-implemented-via-csp');
  else if (!headers.get('x-frame-options')) add(-20, 'x-frame-options-not-implemented');

  if (https) {
    const hsts = headers.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    if (!hsts) add(-20, 'hsts-not-implemented');
    else if (maxAge < 15_768_000) add(-10, 'hsts-header-invalid-or-short');
    else if (/preload/.test(hsts)) add(5, 'hsts-preloaded');
  }

  if (headers.get('x-powered-by')) add(0, 'x-powered-by present (informational)');
  return { score, notes };
}
