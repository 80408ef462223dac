/**
 * `npm run lighthouse [--runs=N] [routes...]`: Lighthouse (mobile preset, simulated throttling) on every
 * public route of the production build, offline, with Debian's chromium. Prints the four category scores
 * per route and the lowest of each. With --runs, each route is audited N times and the run with the median
 * performance score is reported: one run on a busy machine can be ten points off. With --save=DIR, that
 * run's full report is written to DIR as JSON (long tasks, main-thread breakdown) for a closer look.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SITE_PAGES } from '../src/shared/pages.ts';
import { MeasuredSite } from './bench/site.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { installDebianPackages } from './system-packages.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// The full browser, as visitors run it: the tests' headless shell would report other timings.
const CHROME = '/usr/bin/chromium';
if (!existsSync(CHROME)) installDebianPackages(['chromium', 'fonts-dejavu-core'], 'Lighthouse');

const site = new MeasuredSite();
await site.prepare();
const url = await site.startServer();
await site.seedArticle('lighthouse-article');

const routes = [...SITE_PAGES.map((p) => p.path), '/articles/lighthouse-article'];
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const saveDir = args.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);
const only = args.filter((arg) => !arg.startsWith('--'));
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROMIUM_FLAGS });
const lowest: Record<string, number> = Object.fromEntries(CATEGORIES.map((c) => [c, 100]));
const failures: string[] = [];
console.log('route'.padEnd(40), ...CATEGORIES.map((c) => c.slice(0, 11).padStart(12)));
try {
  for (const route of only.length ? only : routes) {
    const audit = () => lighthouse(`${url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    // Headless Chromium now and then fails to record the trace (NO_NAVSTART): one retry settles it.
    const auditOnce = async () => {
      const first = await audit();
      return first?.lhr.runtimeError ? await audit() : first;
    };
    const results: Awaited<ReturnType<typeof audit>>[] = [];
    for (let i = 0; i < runs; i++) results.push(await auditOnce());
    const performanceOf = (r: (typeof results)[number]) => r?.lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performanceOf(a) - performanceOf(b));
    const result = results[Math.floor(results.length / 2)];
    // A page Lighthouse could not load scores 0: say why rather than print a bare zero.
    if (result?.lhr.runtimeError) failures.push(`${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (saveDir && result) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(join(saveDir, `${route.replace(/\//g, '_') || '_'}.json`), JSON.stringify(result.lhr));
    }
    const categories = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
    scores.forEach((score, i) => {
      lowest[CATEGORIES[i]!] = Math.min(lowest[CATEGORIES[i]!]!, score);
    });
    const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '-';
    console.log(
      route.padEnd(40),
      ...scores.map((s) => String(s).padStart(12)),
      `  FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} TBT ${metric('total-blocking-time')} CLS ${metric('cumulative-layout-shift')}`,
    );
    for (const audit of Object.values(result?.lhr.audits ?? {})) {
      if (audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) failures.push(`${route}: ${audit.id}`);
    }
  }
} finally {
  chrome.kill();
}
console.log('lowest'.padEnd(40), ...CATEGORIES.map((c) => String(lowest[c]).padStart(12)));
if (failures.length) console.log(`\nfailing audits:\n${failures.join('\n')}`);
process.exit(0);
