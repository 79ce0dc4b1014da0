import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '@gp/shared/server';

export interface EventStoreUnderTest {
  store: EventStore;
  cleanup: () => Promise<void>;
}

/**
 * The behaviour every EventStore adapter must have (shared/src/ports/event-store.port.ts).
 * Stream names are unique per test and reads are scoped to positions after the test started, so
 * the suite also runs against a shared server that holds other data.
 */
export function eventStoreContract(name: string, create: () => Promise<EventStoreUnderTest>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await create());
    });

    afterEach(async () => {
      await cleanup();
    });

    const append = (
      streamId: string,
      events: EventToAppend[],
      expectedRevision: ExpectedRevision = 'any',
    ): Promise<AppendResult> => store.appendToStream(streamId, events, { expectedRevision });

    /** Our events after `after`, in log order, ignoring whatever else a shared server holds. */
    const readOurs = async (after: number, streamIds: string[]): Promise<StoredEvent[]> =>
      (await collect(store.readAll({ after }))).filter((event) => streamIds.includes(event.streamId));

    const refusal = async (attempt: Promise<unknown>): Promise<WrongExpectedRevisionError> => {
      const error: unknown = await attempt.then(
        () => undefined,
        (rejection: unknown) => rejection,
      );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      return error as WrongExpectedRevisionError;
    };

    describe('appendToStream and readStream', () => {
      it('stores the events of one append in order with their ids, types, data and metadata', async () => {
        const streamId = uniqueStream('review');
        const submitted = newEvent('ReviewSubmitted', {
          rating: 5,
          text: 'Excelente trabajo — ¡gracias!',
          photos: ['a', 'b'],
        });
        const approved: EventToAppend = {
          id: randomUUID(),
          type: 'ReviewApproved',
          data: { approvedAt: '2025-01-02T03:04:05.000Z', nested: { flags: [true, false], none: null } },
          metadata: { actorId: 'admin-1', onBehalfOf: null, correlationId: randomUUID(), causationId: randomUUID() },
        };
        const before = Date.now();

        await append(streamId, [submitted, approved], 'no_stream');
        const events = await store.readStream(streamId);

        expect(
          events.map(({ id, type, data, metadata, streamId: stream, revision }) => ({
            id,
            type,
            data,
            metadata,
            stream,
            revision,
          })),
        ).toEqual([
          { ...submitted, stream: streamId, revision: 0 },
          { ...approved, stream: streamId, revision: 1 },
        ]);
        for (const event of events) {
          const recordedAt = Date.parse(event.recordedAt);
          expect(new Date(recordedAt).toISOString()).toBe(event.recordedAt);
          expect(recordedAt).toBeGreaterThanOrEqual(before - 1_000);
          expect(recordedAt).toBeLessThanOrEqual(Date.now() + 1_000);
        }
        expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
      });

      it('returns the last revision and the position of the last appended event', async () => {
        const streamId = uniqueStream('user');

        const first = await append(streamId, [newEvent('UserRegistered'), newEvent('PasswordSet')], 'no_stream');
        const second = await append(streamId, [newEvent('TermsAccepted')], first.nextExpectedRevision);

        const events = await store.readStream(streamId);
        expect(first).toEqual({ nextExpectedRevision: 1, position: events[1]!.position });
        expect(second).toEqual({ nextExpectedRevision: 2, position: events[2]!.position });
      });

      it('reads a stream that was never written as empty', async () => {
        expect(await store.readStream(uniqueStream('missing'))).toEqual([]);
      });

      it('keeps streams apart', async () => {
        const [one, two] = [uniqueStream('betakey'), uniqueStream('betakey')];
        const issued = newEvent('BetaKeyIssued');
        const consumed = newEvent('BetaKeyConsumed');

        await append(one, [issued], 'no_stream');
        await append(two, [consumed], 'no_stream');

        expect((await store.readStream(one)).map((event) => [event.id, event.revision])).toEqual([[issued.id, 0]]);
        expect((await store.readStream(two)).map((event) => [event.id, event.revision])).toEqual([[consumed.id, 0]]);
      });
    });

    describe('expected revision', () => {
      it('no_stream creates a stream and is refused once the stream exists', async () => {
        const streamId = uniqueStream('email');
        await append(streamId, [newEvent('EmailClaimed'), newEvent('EmailReleased')], 'no_stream');

        const error = await refusal(append(streamId, [newEvent('EmailClaimed')], 'no_stream'));

        expect(error).toMatchObject({ streamId, expected: 'no_stream', actual: 1 });
        expect(await store.readStream(streamId)).toHaveLength(2);
      });

      it('stream_exists is refused for a missing stream and accepted for an existing one', async () => {
        const streamId = uniqueStream('user');

        const error = await refusal(append(streamId, [newEvent('DisplayNameChanged')], 'stream_exists'));
        expect(error).toMatchObject({ streamId, expected: 'stream_exists', actual: 'no_stream' });
        expect(await store.readStream(streamId)).toEqual([]);

        await append(streamId, [newEvent('UserRegistered')], 'no_stream');
        const result = await append(streamId, [newEvent('DisplayNameChanged')], 'stream_exists');
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('a number is accepted only when it equals the last revision', async () => {
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered'), newEvent('PasswordSet')], 'no_stream');

        const stale = await refusal(append(streamId, [newEvent('HoursSet')], 0));
        expect(stale).toMatchObject({ streamId, expected: 0, actual: 1 });
        const ahead = await refusal(append(streamId, [newEvent('HoursSet')], 2));
        expect(ahead).toMatchObject({ expected: 2, actual: 1 });

        const result = await append(streamId, [newEvent('HoursSet')], 1);
        expect(result.nextExpectedRevision).toBe(2);
      });

      it('a number is refused for a missing stream', async () => {
        const streamId = uniqueStream('review');

        const error = await refusal(append(streamId, [newEvent('ReviewApproved')], 0));

        expect(error).toMatchObject({ streamId, expected: 0, actual: 'no_stream' });
      });

      it('any appends to a missing stream and to an existing one', async () => {
        const streamId = uniqueStream('audit-admin');

        await append(streamId, [newEvent('ImpersonationStarted')], 'any');
        const result = await append(streamId, [newEvent('ImpersonationEnded')], 'any');

        expect(result.nextExpectedRevision).toBe(1);
        expect((await store.readStream(streamId)).map((event) => event.type)).toEqual([
          'ImpersonationStarted',
          'ImpersonationEnded',
        ]);
      });

      it('a refused append stores none of its events', async () => {
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered')], 'no_stream');
        const head = await store.headPosition();

        await refusal(append(streamId, [newEvent('ZonesChosen'), newEvent('ServicesChosen'), newEvent('HoursSet')], 5));

        expect(await store.readStream(streamId)).toHaveLength(1);
        expect(await readOurs(head, [streamId])).toEqual([]);
      });

      it('lets exactly one of several concurrent appends with the same expected revision win', async () => {
        const streamId = uniqueStream('review');
        await append(streamId, [newEvent('ReviewSubmitted')], 'no_stream');
        const contenders = Array.from({ length: 5 }, () => newEvent('ReviewApproved'));

        const outcomes = await Promise.allSettled(contenders.map((event) => append(streamId, [event], 0)));

        const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(4);
        for (const loser of losers) expect(loser.reason).toBeInstanceOf(WrongExpectedRevisionError);
        const stored = await store.readStream(streamId);
        expect(stored).toHaveLength(2);
        expect(contenders[outcomes.indexOf(winners[0]!)]!.id).toBe(stored[1]!.id);
      });

      it('lets exactly one of several concurrent no_stream appends create the stream', async () => {
        const streamId = uniqueStream('phone');
        const claims = Array.from({ length: 5 }, () => newEvent('PhoneNumberClaimed'));

        const outcomes = await Promise.allSettled(claims.map((event) => append(streamId, [event], 'no_stream')));

        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(streamId)).toHaveLength(1);
      });
    });

    describe('idempotent retries', () => {
      it('a no_stream retry of the same events stores nothing and returns the original result', async () => {
        const streamId = uniqueStream('email');
        const events = [newEvent('EmailClaimed'), newEvent('EmailReleased')];
        const original = await append(streamId, events, 'no_stream');

        const retried = await append(streamId, events, 'no_stream');

        expect(retried).toEqual(original);
        expect((await store.readStream(streamId)).map((event) => event.id)).toEqual(events.map((event) => event.id));
      });

      it('an exact-revision retry is recognised even after later appends', async () => {
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered')], 'no_stream');
        const renamed = newEvent('DisplayNameChanged');
        const original = await append(streamId, [renamed], 0);
        await append(streamId, [newEvent('HoursSet')], 1);

        const retried = await append(streamId, [renamed], 0);

        expect(retried).toEqual(original);
        expect(await store.readStream(streamId)).toHaveLength(3);
      });

      it('an any retry is recognised by its event ids', async () => {
        const streamId = uniqueStream('audit-admin');
        const events = [newEvent('ImpersonationStarted'), newEvent('ImpersonationEnded')];
        const original = await append(streamId, events, 'any');

        const retried = await append(streamId, events, 'any');

        expect(retried).toEqual(original);
        expect(await store.readStream(streamId)).toHaveLength(2);
      });

      it('new event ids after a stale expected revision are a conflict, not a retry', async () => {
        const streamId = uniqueStream('review');
        await append(streamId, [newEvent('ReviewSubmitted'), newEvent('ReviewApproved')], 'no_stream');

        await refusal(append(streamId, [newEvent('ReviewApproved')], 0));

        expect(await store.readStream(streamId)).toHaveLength(2);
      });
    });

    describe('readAll', () => {
      it('returns events of every stream in strictly increasing position order', async () => {
        const head = await store.headPosition();
        const [user, review] = [uniqueStream('user'), uniqueStream('review')];
        const appended = [
          newEvent('UserRegistered'),
          newEvent('ReviewSubmitted'),
          newEvent('PasswordSet'),
          newEvent('ReviewApproved'),
        ];
        await append(user, [appended[0]!]);
        await append(review, [appended[1]!]);
        await append(user, [appended[2]!]);
        await append(review, [appended[3]!]);

        const events = await readOurs(head, [user, review]);

        expect(events.map((event) => event.id)).toEqual(appended.map((event) => event.id));
        expect(events.map((event) => event.streamId)).toEqual([user, review, user, review]);
        expectStrictlyIncreasing(events.map((event) => event.position));
        expect(events[0]!.position).toBeGreaterThan(head);
      });

      it('treats after as exclusive', async () => {
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered'), newEvent('PasswordSet'), newEvent('TermsAccepted')]);
        const [first, second, third] = await store.readStream(streamId);

        const afterFirst = await readOurs(first!.position, [streamId]);
        const afterThird = await readOurs(third!.position, [streamId]);

        expect(afterFirst.map((event) => event.id)).toEqual([second!.id, third!.id]);
        expect(afterThird).toEqual([]);
      });

      it('stops after maxCount events', async () => {
        const head = await store.headPosition();
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered'), newEvent('PasswordSet'), newEvent('TermsAccepted')]);
        const [first, second] = await store.readStream(streamId);

        const page = await collect(store.readAll({ after: head, maxCount: 2 }));

        expect(page.map((event) => event.id)).toEqual([first!.id, second!.id]);
      });

      it('starts at the beginning of the log without after', async () => {
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered')]);
        const [ours] = await store.readStream(streamId);

        const [oldest] = await collect(store.readAll({ maxCount: 1 }));

        expect(oldest!.position).toBeLessThanOrEqual(ours!.position);
      });

      it('keeps the events of one append together although appends run concurrently', async () => {
        const head = await store.headPosition();
        const streamIds = Array.from({ length: 6 }, () => uniqueStream('user'));

        await Promise.all(
          streamIds.map((streamId) =>
            append(streamId, [newEvent('UserRegistered'), newEvent('PasswordSet'), newEvent('TermsAccepted')]),
          ),
        );

        const events = await readOurs(head, streamIds);
        expect(events).toHaveLength(18);
        for (let start = 0; start < events.length; start += 3) {
          const batch = events.slice(start, start + 3);
          expect(new Set(batch.map((event) => event.streamId)).size).toBe(1);
          expect(batch.map((event) => event.revision)).toEqual([0, 1, 2]);
        }
      });
    });

    describe('deleteStream', () => {
      it('makes a stream read as empty and leave readAll, sparing other streams', async () => {
        const head = await store.headPosition();
        const [doomed, kept] = [uniqueStream('photo'), uniqueStream('photo')];
        await append(doomed, [newEvent('PhotoUploaded'), newEvent('PhotoApproved')]);
        await append(kept, [newEvent('PhotoUploaded')]);

        await store.deleteStream(doomed);

        expect(await store.readStream(doomed)).toEqual([]);
        expect(await store.readStream(kept)).toHaveLength(1);
        expect((await readOurs(head, [doomed, kept])).map((event) => event.streamId)).toEqual([kept]);
      });

      it('does nothing for a stream that does not exist', async () => {
        const streamId = uniqueStream('missing');

        await store.deleteStream(streamId);

        expect(await store.readStream(streamId)).toEqual([]);
      });

      it('continues the numbering when a deleted stream is appended to again, showing only the new events', async () => {
        const head = await store.headPosition();
        const streamId = uniqueStream('betakey');
        await append(streamId, [newEvent('BetaKeyIssued'), newEvent('BetaKeyConsumed')]);
        await store.deleteStream(streamId);

        const reissued = newEvent('BetaKeyIssued');
        const result = await append(streamId, [reissued], 'any');

        expect(result.nextExpectedRevision).toBe(2);
        expect((await store.readStream(streamId)).map((event) => [event.id, event.revision])).toEqual([
          [reissued.id, 2],
        ]);
        expect((await readOurs(head, [streamId])).map((event) => event.id)).toEqual([reissued.id]);
      });
    });

    describe('headPosition', () => {
      it('is the position of the latest append', async () => {
        await append(uniqueStream('user'), [newEvent('UserRegistered')]);
        const latest = await append(uniqueStream('review'), [newEvent('ReviewSubmitted'), newEvent('ReviewApproved')]);

        expect(await store.headPosition()).toBe(latest.position);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up after the given position, then delivers new events live, in order', async () => {
        const [user, review] = [uniqueStream('user'), uniqueStream('review')];
        await append(user, [newEvent('UserRegistered'), newEvent('PasswordSet')]);
        const [registered, passwordSet] = await store.readStream(user);
        const recorder = new Recorder([user, review]);

        const subscription = store.subscribeToAll({ after: registered!.position }, recorder.handler);
        await recorder.received(1);
        const live = [newEvent('ReviewSubmitted'), newEvent('DisplayNameChanged'), newEvent('ReviewApproved')];
        await append(review, [live[0]!]);
        await append(user, [live[1]!]);
        await append(review, [live[2]!]);
        await recorder.received(4);
        await subscription.close();

        expect(recorder.events.map((event) => event.id)).toEqual([passwordSet!.id, ...live.map((event) => event.id)]);
        expectStrictlyIncreasing(recorder.events.map((event) => event.position));
        expect(recorder.events[1]).toEqual((await store.readStream(review))[0]);
      });

      it('starts at the beginning of the log without after', async () => {
        const streamId = uniqueStream('user');
        const registered = newEvent('UserRegistered');
        await append(streamId, [registered]);
        const recorder = new Recorder([streamId]);

        const subscription = store.subscribeToAll({}, recorder.handler);
        await recorder.received(1);
        await subscription.close();

        expect(recorder.events.map((event) => event.id)).toEqual([registered.id]);
      });

      it('calls the handler one event at a time', async () => {
        const head = await store.headPosition();
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered'), newEvent('PasswordSet'), newEvent('TermsAccepted')]);
        let running = 0;
        let mostRunning = 0;
        const recorder = new Recorder([streamId]);

        const subscription = store.subscribeToAll({ after: head }, async (event) => {
          running += 1;
          mostRunning = Math.max(mostRunning, running);
          await new Promise(setImmediate);
          running -= 1;
          await recorder.handler(event);
        });
        await append(streamId, [newEvent('HoursSet'), newEvent('ZonesChosen')]);
        await append(streamId, [newEvent('ServicesChosen')]);
        await recorder.received(6);
        await subscription.close();

        expect(mostRunning).toBe(1);
        expect(recorder.events.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4, 5]);
      });

      it('stops at a failing handler and reports the error through onError', async () => {
        const head = await store.headPosition();
        const streamId = uniqueStream('review');
        await append(streamId, [newEvent('ReviewSubmitted'), newEvent('ReviewApproved')]);
        const failure = new Error('projection failed');
        const reported = deferred<unknown>();
        let calls = 0;

        const subscription = store.subscribeToAll({ after: head, onError: reported.resolve }, async (event) => {
          if (event.streamId !== streamId) return;
          calls += 1;
          throw failure;
        });

        expect(await reported.promise).toBe(failure);
        await subscription.close();
        expect(calls).toBe(1);
      });

      it('closes only after the running handler settled, and delivers nothing afterwards', async () => {
        const head = await store.headPosition();
        const streamId = uniqueStream('user');
        await append(streamId, [newEvent('UserRegistered')]);
        const [registered] = await store.readStream(streamId);
        const entered = deferred<void>();
        const release = deferred<void>();
        let calls = 0;
        let handlerDone = false;

        const subscription = store.subscribeToAll({ after: head }, async (event) => {
          if (event.streamId !== streamId) return;
          calls += 1;
          entered.resolve();
          await release.promise;
          handlerDone = true;
        });
        await entered.promise;
        let closed = false;
        const closing = subscription.close().then(() => {
          closed = true;
        });
        await new Promise(setImmediate);
        expect(closed).toBe(false);
        release.resolve();
        await closing;
        expect(handlerDone).toBe(true);

        // Once a second subscription has seen a later event, the closed one would have seen it too.
        const later = newEvent('PasswordSet');
        await append(streamId, [later]);
        const witness = new Recorder([streamId]);
        const witnessSubscription = store.subscribeToAll({ after: registered!.position }, witness.handler);
        await witness.received(1);
        await witnessSubscription.close();
        expect(witness.events[0]!.id).toBe(later.id);
        expect(calls).toBe(1);
      });

      it('skips the events of deleted streams while catching up', async () => {
        const head = await store.headPosition();
        const [doomed, kept] = [uniqueStream('photo'), uniqueStream('photo')];
        await append(doomed, [newEvent('PhotoUploaded')]);
        const keptEvent = newEvent('PhotoUploaded');
        await append(kept, [keptEvent]);
        await store.deleteStream(doomed);
        const recorder = new Recorder([doomed, kept]);

        const subscription = store.subscribeToAll({ after: head }, recorder.handler);
        await recorder.received(1);
        await subscription.close();

        expect(recorder.events.map((event) => event.id)).toEqual([keptEvent.id]);
      });
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

function uniqueStream(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

function newEvent(type: string, data: Record<string, unknown> = { at: new Date().toISOString() }): EventToAppend {
  return { id: randomUUID(), type, data, metadata: { actorId: `user-${randomUUID()}`, correlationId: randomUUID() } };
}

/** Drains an async iterable (readAll) into an array. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

function expectStrictlyIncreasing(values: number[]): void {
  values.slice(1).forEach((value, index) => expect(value).toBeGreaterThan(values[index]!));
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A subscription handler that keeps the events of some streams and lets a test await a count. */
class Recorder {
  readonly events: StoredEvent[] = [];
  private readonly waiting: Array<{ count: number; resolve: () => void }> = [];

  constructor(private readonly streamIds: string[]) {}

  readonly handler = async (event: StoredEvent): Promise<void> => {
    if (!this.streamIds.includes(event.streamId)) return;
    this.events.push(event);
    for (const waiter of this.waiting.filter(({ count }) => this.events.length >= count)) waiter.resolve();
  };

  received(count: number): Promise<void> {
    if (this.events.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ count, resolve }));
  }
}
