#!/usr/bin/env node
// npm run bench: prints figures, asserts none. `node test/bench/run.mjs replay http` runs only
// the named sections. A section that fails is reported and the others still run.
import { cpus, freemem, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { readFileSync } from 'node:fs';
import { format } from './support/report.mjs';
import { timed } from './support/timing.mjs';

const SECTIONS = [
  'event-store',
  'replay',
  'http',
  'directory',
  'web-size',
  'photo-variants',
  'review-load',
  'sign-in-throttle',
  'lighthouse',
];

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')}`);
  process.exit(2);
}

printMachine();
for (const name of requested.length > 0 ? requested : SECTIONS) {
  try {
    // Imported one at a time, so a section that cannot load (e.g. a missing build) fails alone.
    const section = await import(`./${name}.bench.mjs`);
    console.log(`\n## ${section.title}`);
    const { ms } = await timed(() => section.run());
    console.log(`\n  (section took ${format.seconds(ms)})`);
  } catch (error) {
    console.error(`\n## ${name}: FAILED\n${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  }
}

function printMachine() {
  const processors = cpus();
  console.log('# Guanacaste Pros benchmarks');
  console.log(
    `node ${process.version} · ${platform()} ${release()} · ${processors[0]?.model ?? 'unknown CPU'} · ${processors.length} cores`,
  );
  console.log(
    `memory ${format.bytes(totalmem())} (${format.bytes(freemem())} free) · temp dir ${tmpdir()} on ${fileSystemOf(tmpdir())}`,
  );
  // Other work on the machine skews every figure: the load average says how busy it was.
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' / ')} (1/5/15 min) · ${new Date().toISOString()}`,
  );
  // The settings that change what some sections measure (a baseline build, fewer pages or runs).
  const settings = Object.entries(process.env).filter(([name]) => name.startsWith('BENCH_'));
  if (settings.length > 0) console.log(settings.map(([name, value]) => `${name}=${value}`).join(' · '));
}

/** The file system type under `path` (fsync cost depends on it); Linux only, else "unknown". */
function fileSystemOf(path) {
  try {
    const mounts = readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter(
        ([, mountPoint]) =>
          mountPoint &&
          (path === mountPoint || path.startsWith(mountPoint.endsWith('/') ? mountPoint : `${mountPoint}/`)),
      );
    const deepest = mounts.sort((a, b) => b[1].length - a[1].length)[0];
    return deepest ? deepest[2] : 'unknown';
  } catch {
    return 'unknown';
  }
}
