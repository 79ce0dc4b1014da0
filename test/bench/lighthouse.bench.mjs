// Section 6: Lighthouse (mobile emulation, simulated throttling: its defaults) on the home page in
// both languages, the directory and a demo profile, served by the built embedded server, in
// Debian's Chromium. Each run is scored twice from one page load: at Lighthouse's default 4× CPU
// slowdown, and at the slowdown its calibration advises for the speed this machine showed in that
// run, which emulates the same phone whatever the host.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  const reports = await withTempDir('lighthouse', (dir) =>
    withServer(
      () => startApi(join(dir, 'data')),
      async (origin) => {
        const results = [];
        for (const path of [...FIXED_PAGES, `/en/profile/${await firstListedProId(origin)}`]) {
          // One browser per run: no cache, storage or service worker carries over between runs.
          const runs = [];
          for (let run = 0; run < RUNS; run++) runs.push(await audit(`${origin}${path}`, join(dir, `run-${run}`)));
          results.push({
            atDefault: summary(runs.map((scored) => scored.atDefault)),
            calibrated: summary(runs.map((scored) => scored.calibrated)),
            benchmarkIndexes: runs.map(({ benchmarkIndex }) => String(Math.round(benchmarkIndex))),
            multipliers: runs.map(({ multiplier }) => `${multiplier.toFixed(1)}×`),
          });
        }
        return results;
      },
    ),
  );

  printTable(
    "Scores out of 100 and lab metrics at Lighthouse's defaults (Moto G Power emulation, slow 4G, 4× CPU slowdown, simulated)",
    ['page', ...CATEGORIES, ...METRICS.map(([, label]) => label), 'performance per run', 'host CPU index per run'],
    reports.map(({ atDefault: { median: lhr, performanceScores }, benchmarkIndexes }) => [
      new URL(lhr.finalDisplayedUrl).pathname,
      ...CATEGORIES.map((category) => score(lhr.categories[category]?.score)),
      ...METRICS.map(([id]) => lhr.audits[id]?.displayValue ?? 'n/a'),
      performanceScores.join(' / '),
      benchmarkIndexes.join(' / '),
    ]),
    [
      `The run with the median performance score of ${RUNS}, each in a fresh browser profile (a first visit).`,
      'Lab metrics are simulated from the observed trace, so a busy machine (see the load average above) lowers TBT and performance.',
      `Host CPU index: Lighthouse's BenchmarkIndex of this machine, measured at each run. Its 4× slowdown assumes about ${DEFAULT_SLOWDOWN_INDEX}`,
      '(lighthouse/docs/throttling.md): below that it emulates a slower phone than its reference, above it a faster one, so these',
      'scores from two machines, or from two moments of a machine whose speed drifts, compare only at similar indexes. The next',
      'table does not have that flaw.',
    ],
  );

  printTable(
    "Performance with the CPU slowdown calibrated to the host: the same runs, scored at the multiplier Lighthouse's calculator gives for each run's CPU index",
    ['page', 'performance', ...METRICS.map(([, label]) => label), 'performance per run', 'slowdown per run'],
    reports.map(({ calibrated: { median: lhr, performanceScores }, multipliers }) => [
      new URL(lhr.finalDisplayedUrl).pathname,
      score(lhr.categories.performance?.score),
      ...METRICS.map(([id]) => lhr.audits[id]?.displayValue ?? 'n/a'),
      performanceScores.join(' / '),
      multipliers.join(' / '),
    ]),
    [
      `The reference phone that the default 4× stands for on a host of index ${DEFAULT_SLOWDOWN_INDEX}, whatever this host's speed: the figures`,
      'to compare between machines and sessions. The page is loaded once per run; only the simulation is done twice.',
    ],
  );

  // Why a category is short of 100: its audits that failed, as Lighthouse words them.
  for (const {
    atDefault: { median: lhr },
  } of reports) {
    const failing = failingAudits(lhr);
    if (failing.length === 0) continue;
    console.log(`\n  ${new URL(lhr.finalDisplayedUrl).pathname}: audits below 90`);
    for (const line of failing) console.log(`    ${line}`);
  }
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART and the like, a run in four or five here) is to run it again. */
const ATTEMPTS = 5;

async function audit(url, gatherDir) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, gatherDir);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  (${url}: ${error.message.split('\n')[0]} — running it again)`);
    }
  }
}

/**
 * Loads the page once (Lighthouse's gather step, which saves what it observed) and scores it twice
 * (its audit step): at the default slowdown, and at the one calibrated to the BenchmarkIndex
 * measured in this very load. With simulated throttling the page loads at full speed and the
 * slowdown is applied only when the load is simulated from the saved trace, so scoring the same
 * observation at another multiplier is what a second load would measure, minus its noise.
 */
async function auditOnce(url, gatherDir) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, gatherMode: gatherDir });
  } finally {
    chrome.kill();
  }
  const artifactsFile = join(gatherDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  const benchmarkIndex = artifacts.BenchmarkIndex;
  const atDefault = await scoreGathered(url, gatherDir, artifacts.settings.throttling);
  const multiplier = calibratedSlowdown(benchmarkIndex);
  // The audit step refuses settings other than those saved with the gathered page: the saved ones say the new multiplier.
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  writeFileSync(artifactsFile, JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, throttling } }));
  const calibrated = await scoreGathered(url, gatherDir, throttling);
  return { atDefault, calibrated, benchmarkIndex, multiplier };
}

async function scoreGathered(url, gatherDir, throttling) {
  const result = await lighthouse(url, {
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    auditMode: gatherDir,
    throttling,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The BenchmarkIndex at which Lighthouse's CPU slowdown calculator advises its default 4×. */
const DEFAULT_SLOWDOWN_INDEX = 1533;

/**
 * The CPU slowdown that Lighthouse's calculator (lighthouse-cpu-throttling-calculator, linked from
 * lighthouse/docs/throttling.md) gives for a host's BenchmarkIndex, to emulate its reference phone:
 * 2× at 800, 3× at 1300, 4× at 1533, 6× at 2000, and on along the same line above that.
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The run with the median performance score, and every run's score. */
function summary(runs) {
  return {
    median: medianByPerformance(runs),
    performanceScores: runs.map((lhr) => score(lhr.categories.performance?.score)),
  };
}

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
