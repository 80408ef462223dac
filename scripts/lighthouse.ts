/**
 * `npm run lighthouse [--runs=N] [routes...]`: Lighthouse (mobile preset, simulated throttling) on every
 * public route of the production build, offline, with Debian's chromium. Prints the four category scores
 * per route and the lowest of each. With --runs, each route is audited N times and the run with the median
 * performance score is reported: one run on a busy machine can be ten points off. With --save=DIR, that
 * run's full report is written to DIR as JSON (long tasks, main-thread breakdown) for a closer look.
 * `npm run bench` judges five of these routes against the budgets (bench/lighthouse-budget.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SITE_PAGES } from '../src/shared/pages.ts';
import { MeasuredSite } from './bench/site.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { installDebianPackages } from './system-packages.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

// The full browser, as visitors run it: the tests' headless shell would report other timings.
const CHROME = '/usr/bin/chromium';

/** The article every measured site gets, so the article route has a page to load. */
export const ARTICLE_PATH = '/articles/lighthouse-article';

/** A fresh build served by a production server on a throwaway PostgreSQL, with one article; returns its origin. */
export async function startMeasuredSite(): Promise<{ site: MeasuredSite; url: string }> {
  const site = new MeasuredSite();
  await site.prepare();
  const url = await site.startServer();
  await site.seedArticle(ARTICLE_PATH.split('/').pop()!);
  return { site, url };
}

/** Debian's chromium, installed first when missing (as root). */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  if (!existsSync(CHROME)) installDebianPackages(['chromium', 'fonts-dejavu-core'], 'Lighthouse');
  return chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROMIUM_FLAGS });
}

/** Audits `url` `runs` times and returns every report, the run with the median performance score first. */
export async function auditMedian(chrome: chromeLauncher.LaunchedChrome, url: string, runs: number): Promise<Report[]> {
  const audit = async () =>
    (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }))?.lhr;
  // Headless Chromium now and then fails to record the trace (NO_NAVSTART): one retry settles it.
  const auditOnce = async () => {
    const first = await audit();
    return first?.runtimeError ? await audit() : first;
  };
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) {
    const report = await auditOnce();
    if (report) reports.push(report);
  }
  const performanceOf = (r: Report) => r.categories.performance?.score ?? 0;
  const sorted = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b));
  const median = sorted[Math.floor(sorted.length / 2)];
  return median ? [median, ...reports.filter((r) => r !== median)] : [];
}

/** A report's four category scores, 0 to 100. */
export function scoresOf(report: Report | undefined): number[] {
  return CATEGORIES.map((c) => Math.round((report?.categories[c]?.score ?? 0) * 100));
}

/** A metric as Lighthouse displays it ("1.4 s", "30 ms"), or '-'. */
export const displayed = (report: Report | undefined, id: string) => report?.audits[id]?.displayValue ?? '-';

async function main(): Promise<void> {
  const { url } = await startMeasuredSite();
  const routes = [...SITE_PAGES.map((p) => p.path), ARTICLE_PATH];
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
  const saveDir = args.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);
  const only = args.filter((arg) => !arg.startsWith('--'));
  const chrome = await launchChrome();
  const lowest: Record<string, number> = Object.fromEntries(CATEGORIES.map((c) => [c, 100]));
  const failures: string[] = [];
  console.log('route'.padEnd(40), ...CATEGORIES.map((c) => c.slice(0, 11).padStart(12)));
  try {
    for (const route of only.length ? only : routes) {
      const [result] = await auditMedian(chrome, `${url}${route}`, runs);
      // A page Lighthouse could not load scores 0: say why rather than print a bare zero.
      if (result?.runtimeError) failures.push(`${route}: ${result.runtimeError.code} ${result.runtimeError.message}`);
      if (saveDir && result) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `${route.replace(/\//g, '_') || '_'}.json`), JSON.stringify(result));
      }
      const scores = scoresOf(result);
      scores.forEach((score, i) => {
        lowest[CATEGORIES[i]!] = Math.min(lowest[CATEGORIES[i]!]!, score);
      });
      const metric = (id: string) => displayed(result, id);
      console.log(
        route.padEnd(40),
        ...scores.map((s) => String(s).padStart(12)),
        `  FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} TBT ${metric('total-blocking-time')} CLS ${metric('cumulative-layout-shift')}`,
      );
      for (const audit of Object.values(result?.audits ?? {})) {
        if (audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) failures.push(`${route}: ${audit.id}`);
      }
    }
  } finally {
    chrome.kill();
  }
  console.log('lowest'.padEnd(40), ...CATEGORIES.map((c) => String(lowest[c]).padStart(12)));
  if (failures.length) console.log(`\nfailing audits:\n${failures.join('\n')}`);
}

if (import.meta.main) {
  await main();
  process.exit(0);
}
