import type { EventStore } from '@gp/shared/server';

/**
 * Makes a race real: the first `racers` reads of one stream are each answered only once all of
 * them have read, so every racer decides on the same state before any of them appends, whatever
 * else (password hashing, request parsing) would have spaced them out. Reads after that (the
 * retries that follow a lost append) pass straight through. The store itself still does all the work.
 */
export function holdStreamReadsUntil(store: EventStore, streamId: string, racers: number): { restore(): void } {
  const read = store.readStream.bind(store);
  let waiting = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  store.readStream = async (id) => {
    const events = await read(id);
    if (id !== streamId || waiting >= racers) return events;
    waiting += 1;
    if (waiting === racers) release();
    await released;
    return events;
  };
  return { restore: () => void (store.readStream = read) };
}
