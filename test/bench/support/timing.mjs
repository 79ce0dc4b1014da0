/**
 * Runs `work` once and returns its wall time in milliseconds with its result, and the CPU time this
 * process spent meanwhile (user + system, every thread: the collector's helpers too), which the
 * virtual machine's neighbours stretch less than the wall time.
 */
export async function timed(work) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, result };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile (0 < q ≤ 1) of values sorted in ascending order. */
export function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
