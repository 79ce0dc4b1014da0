// Section 6: Lighthouse (mobile emulation, simulated throttling: its defaults) on the home page in
// both languages, the directory and a demo profile, served by the built embedded server, in
// Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstListedProId, startApi, withServer } from './support/api-server.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.cjs';
import { printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';

export const title = 'Lighthouse: performance, accessibility, best practices and SEO (mobile)';

/** The pages the goal names; a profile's path is found on the running server. */
const FIXED_PAGES = ['/en', '/es', '/es/pros'];
/** Lighthouse's own advice: scores vary between runs, so take the median of several. */
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

export async function run() {
  const reports = await withTempDir('lighthouse', (dataDir) =>
    withServer(
      () => startApi(dataDir),
      async (origin) => {
        const results = [];
        for (const path of [...FIXED_PAGES, `/en/profile/${await firstListedProId(origin)}`]) {
          // One browser per run: no cache, storage or service worker carries over between runs.
          const runs = [];
          for (let run = 0; run < RUNS; run++) runs.push(await audit(`${origin}${path}`));
          results.push({
            median: medianByPerformance(runs),
            performanceScores: runs.map((lhr) => score(lhr.categories.performance?.score)),
            benchmarkIndexes: runs.map((lhr) => String(Math.round(lhr.environment.benchmarkIndex))),
          });
        }
        return results;
      },
    ),
  );

  printTable(
    'Scores out of 100 and lab metrics (Moto G Power emulation, slow 4G, 4× CPU slowdown, simulated)',
    ['page', ...CATEGORIES, ...METRICS.map(([, label]) => label), 'performance per run', 'host CPU index per run'],
    reports.map(({ median: lhr, performanceScores, benchmarkIndexes }) => [
      new URL(lhr.finalDisplayedUrl).pathname,
      ...CATEGORIES.map((category) => score(lhr.categories[category]?.score)),
      ...METRICS.map(([id]) => lhr.audits[id]?.displayValue ?? 'n/a'),
      performanceScores.join(' / '),
      benchmarkIndexes.join(' / '),
    ]),
    [
      `The run with the median performance score of ${RUNS}, each in a fresh browser profile (a first visit).`,
      'Lab metrics are simulated from the observed trace, so a busy machine (see the load average above) lowers TBT and performance.',
      `Host CPU index: Lighthouse's BenchmarkIndex of this machine, measured at each run. Its 4× slowdown assumes about ${CALIBRATED_INDEX}`,
      '(lighthouse/docs/throttling.md): below that it emulates a slower phone than its reference, above it a faster one, so scores',
      'from two machines, or from two moments of a machine whose speed drifts, compare only at similar indexes.',
    ],
  );

  // Why a category is short of 100: its audits that failed, as Lighthouse words them.
  for (const { median: lhr } of reports) {
    const failing = failingAudits(lhr);
    if (failing.length === 0) continue;
    console.log(`\n  ${new URL(lhr.finalDisplayedUrl).pathname}: audits below 90`);
    for (const line of failing) console.log(`    ${line}`);
  }
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART and the like, a run in four or five here) is to run it again. */
const ATTEMPTS = 5;

async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  (${url}: ${error.message.split('\n')[0]} — running it again)`);
    }
  }
}

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The BenchmarkIndex at which Lighthouse's CPU slowdown calculator advises its default 4×. */
const CALIBRATED_INDEX = 1533;

const score = (value) => (typeof value === 'number' ? String(Math.round(value * 100)) : 'n/a');

function medianByPerformance(runs) {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)];
}

function failingAudits(lhr) {
  const lines = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || result.score === null || result.score >= 0.9) continue;
      if (
        result.scoreDisplayMode === 'informative' ||
        result.scoreDisplayMode === 'manual' ||
        result.scoreDisplayMode === 'notApplicable'
      )
        continue;
      const value = result.displayValue ? ` (${result.displayValue})` : '';
      lines.push(`${category} · ${ref.id}: ${score(result.score)}${value} — ${result.title}`);
    }
  }
  return lines;
}
