/** A page that never goes idle (an animation, a busy phone) still runs the work, this much later. */
const IDLE_TIMEOUT_MS = 5_000;

/** Runs work once the browser is idle; Safari has no requestIdleCallback: there, a task after the current ones. */
export function afterIdle(run: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 0);
}
