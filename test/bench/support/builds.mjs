// The builds a page-measuring section runs: this checkout's and, with BENCH_BASELINE=<checkout>,
// another checkout's (today's main, built in a worktree: see the README's bench section), each on
// its own server in the same run, so that the host's load hits "before" and "after" alike.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './built.mjs';

/** [{ label, root }]: the baseline first when there is one, then this checkout. */
export function buildsToMeasure(env = process.env) {
  const current = { label: `this build ${commitOf(repoRoot)}`, root: repoRoot };
  if (!env.BENCH_BASELINE) return [current];
  const root = resolve(env.BENCH_BASELINE);
  if (!existsSync(join(root, 'api', 'dist', 'main.js')) || !existsSync(join(root, 'web-public', 'dist')))
    throw new Error(`BENCH_BASELINE=${root} has no build: run "node scripts/build.mjs --all" in it first`);
  return [
    { label: `before ${commitOf(root)}`, root },
    { label: `after ${commitOf(repoRoot)}`, root: repoRoot },
  ];
}

/** The checkout's commit, with a mark when its files differ from it (a run of uncommitted work). */
function commitOf(root) {
  const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+' : ''}`;
  } catch {
    return '(no git)';
  }
}

/** A whole number ≥ 1 from the environment, or `fallback`; anything else is refused, not guessed. */
export function countFromEnv(name, fallback, env = process.env) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}=${text}: expected a whole number ≥ 1`);
  return value;
}
