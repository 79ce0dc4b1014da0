/** What the process does with requests: `replaying` and `starting` refuse all but the health check. */
export type StartupPhase = 'replaying' | 'starting' | 'serving';

/**
 * The start of an HTTP-serving process: it listens while the log replays (so the health check can
 * tell how far it has come), then runs its start-up work (the demo seed, the admin account), then
 * serves.
 */
export class Startup {
  private serving = false;

  /** `replaying`: true while this process catches up with the log (never for an API replica). */
  constructor(private readonly replaying: () => boolean) {}

  phase(): StartupPhase {
    if (this.replaying()) return 'replaying';
    return this.serving ? 'serving' : 'starting';
  }

  /** The start-up work is done: every request is served from now on. */
  serve(): void {
    if (this.replaying()) throw new Error('Cannot serve before the replay at start is done');
    this.serving = true;
  }
}
