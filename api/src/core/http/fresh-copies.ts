export interface FreshCopiesOptions {
  /**
   * Where the read models the copies come from last changed, known without a read; null where it
   * is not (an API replica reading a shared store), which keeps no copy at all.
   */
  position: () => number | null;
  /** How long a copy is served at most: what it shows that depends on the time stays that fresh. */
  maxAgeMs: number;
  /**
   * What all copies together may hold, in the unit their sizes are given in (bytes of a page, or
   * one per answer): a flood of distinct keys evicts the oldest instead of growing memory.
   */
  maxSize: number;
  now?: () => number;
}

interface Copy<T> {
  value: T;
  size: number;
  /** The read models' position when the value was computed: any later change makes the copy stale. */
  position: number;
  storedAt: number;
}

/**
 * Copies of computed answers that are the same for every caller, each served until the read
 * models move on or it has aged out, within a memory budget (the oldest leave first). A caller
 * takes `startedAt()` before computing a value and stores it with that position, so an event
 * projected meanwhile leaves the copy stale at once.
 */
export class FreshCopies<T> {
  private readonly copies = new Map<string, Copy<T>>();
  private size = 0;
  private readonly now: () => number;

  constructor(private readonly options: FreshCopiesOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The position to store a value about to be computed with; null when it must not be kept. */
  startedAt(): number | null {
    return this.options.position();
  }

  get(key: string): T | undefined {
    const copy = this.copies.get(key);
    if (!copy) return undefined;
    if (copy.position === this.options.position() && this.now() - copy.storedAt < this.options.maxAgeMs)
      return copy.value;
    this.drop(key, copy);
    return undefined;
  }

  set(key: string, value: T, size: number, position: number | null): void {
    const previous = this.copies.get(key);
    if (previous) this.drop(key, previous);
    if (position === null || size > this.options.maxSize) return;
    this.copies.set(key, { value, size, position, storedAt: this.now() });
    this.size += size;
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, oldCopy] of this.copies) {
      if (this.size <= this.options.maxSize) break;
      this.drop(oldKey, oldCopy);
    }
  }

  private drop(key: string, copy: Copy<T>): void {
    this.copies.delete(key);
    this.size -= copy.size;
  }
}
