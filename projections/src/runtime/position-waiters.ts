/** Callers waiting for a follower (or a group of them) to reach a log position. */
export class PositionWaiters {
  private readonly waiters = new Set<{ position: number; settle(reached: boolean): void }>();

  /** True as soon as `reached(position)` is announced; at once when `current` is already there; false after `timeoutMs`. */
  wait(position: number, current: number, timeoutMs: number): Promise<boolean> {
    if (current >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        settle: (reached: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  reached(position: number): void {
    for (const waiter of this.waiters) {
      if (waiter.position <= position) waiter.settle(true);
    }
  }

  /** Resolves every pending wait false (the follower stopped). */
  cancelAll(): void {
    for (const waiter of this.waiters) waiter.settle(false);
  }
}
