import { ConcurrencyLimit } from './concurrency-limit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order, and every task completes', async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = Array.from({ length: 16 }, deferred);
    const started: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const results = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index);
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await gate.promise;
        inFlight--;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const gate of gates) {
      gate.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual(gates.map((_, index) => index));
    expect(started).toEqual(gates.map((_, index) => index));
    expect(maxInFlight).toBe(2);
    expect(limit.peak).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(limit.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
  });
});
