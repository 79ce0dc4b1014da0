import { randomUUID } from 'node:crypto';
import { type Doc, DuplicateKeyError, type ReadCollection, type ReadStore } from '@gp/shared/server';

export interface ReadStoreUnderTest {
  store: ReadStore;
  cleanup(): Promise<void>;
}

interface Person extends Doc {
  name: string;
  age: number;
  town: string;
  tags: string[];
  address: { zone: string; floor: number };
}

const people: Person[] = [
  {
    _id: 'p1',
    name: 'Ana',
    age: 31,
    town: 'Tamarindo',
    tags: ['plumber', 'electrician'],
    address: { zone: 'coast', floor: 2 },
  },
  { _id: 'p2', name: 'Bruno', age: 25, town: 'Nosara', tags: ['painter'], address: { zone: 'coast', floor: 1 } },
  { _id: 'p3', name: 'carla', age: 31, town: 'Liberia', tags: [], address: { zone: 'inland', floor: 3 } },
  { _id: 'p4', name: 'Diego', age: 42, town: 'Tamarindo', tags: ['plumber'], address: { zone: 'inland', floor: 1 } },
];

const ids = (docs: Doc[]) => docs.map((doc) => doc._id);

/**
 * The behaviour every ReadStore adapter must show. Each test uses its own collection names, so the
 * suite can also run against a shared MongoDB server.
 */
export function readStoreContract(name: string, create: () => Promise<ReadStoreUnderTest>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let subject: ReadStoreUnderTest;
    let store: ReadStore;

    beforeEach(async () => {
      subject = await create();
      store = subject.store;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    function freshCollection<T extends Doc = Doc>(): ReadCollection<T> {
      return store.collection<T>(`contract_${randomUUID().replaceAll('-', '')}`);
    }

    async function peopleCollection(): Promise<ReadCollection<Person>> {
      const collection = freshCollection<Person>();
      for (const person of people) await collection.replaceOne({ _id: person._id }, person, { upsert: true });
      return collection;
    }

    describe('find', () => {
      it('returns every document for an empty filter', async () => {
        const collection = await peopleCollection();
        expect(ids(await collection.find({}, { sort: { _id: 1 } }))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(ids(await collection.find(undefined, { sort: { _id: 1 } }))).toEqual(['p1', 'p2', 'p3', 'p4']);
      });

      it('returns whole documents', async () => {
        const collection = await peopleCollection();
        expect(await collection.find({ _id: 'p2' })).toEqual([people[1]]);
      });

      it('filters by equality, $in, ranges, $or and $exists', async () => {
        const collection = await peopleCollection();
        const sorted = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ town: 'Tamarindo' }, sorted))).toEqual(['p1', 'p4']);
        expect(ids(await collection.find({ town: { $in: ['Nosara', 'Liberia'] } }, sorted))).toEqual(['p2', 'p3']);
        expect(ids(await collection.find({ age: { $gte: 30, $lt: 42 } }, sorted))).toEqual(['p1', 'p3']);
        expect(ids(await collection.find({ $or: [{ age: 25 }, { name: 'Diego' }] }, sorted))).toEqual(['p2', 'p4']);
        expect(ids(await collection.find({ town: 'Tamarindo', age: { $ne: 31 } }, sorted))).toEqual(['p4']);
        expect(ids(await collection.find({ nickname: { $exists: true } }))).toEqual([]);
      });

      it('filters by $regex, with options and as a RegExp', async () => {
        const collection = await peopleCollection();
        expect(ids(await collection.find({ name: { $regex: '^C', $options: 'i' } }))).toEqual(['p3']);
        expect(ids(await collection.find({ name: { $regex: '^C' } }))).toEqual([]);
        expect(ids(await collection.find({ name: /^[AB]/ }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2']);
      });

      it('filters by number ranges and $elemMatch on arrays of subdocuments, each bound met by any element', async () => {
        const collection = freshCollection();
        const spans = (list: [number, number, number][]) => list.map(([day, open, close]) => ({ day, open, close }));
        await collection.replaceOne(
          { _id: 'a' },
          {
            _id: 'a',
            score: 4.5,
            marks: [1, 9],
            spans: spans([
              [1, 420, 1020],
              [6, 1080, 1425],
            ]),
          },
          { upsert: true },
        );
        await collection.replaceOne(
          { _id: 'b' },
          { _id: 'b', score: 3.9, marks: [5], spans: spans([[0, 480, 720]]) },
          { upsert: true },
        );
        await collection.replaceOne({ _id: 'c' }, { _id: 'c', score: '5', marks: [], spans: [] }, { upsert: true });
        await collection.replaceOne({ _id: 'd' }, { _id: 'd', toString: 7 }, { upsert: true });
        const sorted = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ score: { $gte: 4 } }, sorted))).toEqual(['a']);
        expect(ids(await collection.find({ score: { $gt: 3, $lt: 4 } }, sorted))).toEqual(['b']);
        expect(ids(await collection.find({ marks: { $gt: 4, $lt: 6 } }, sorted))).toEqual(['a', 'b']);
        expect(
          ids(
            await collection.find(
              { spans: { $elemMatch: { day: 6, open: { $lte: 1400 }, close: { $gt: 1400 } } } },
              sorted,
            ),
          ),
        ).toEqual(['a']);
        expect(
          ids(
            await collection.find(
              { spans: { $elemMatch: { day: 1, open: { $lte: 1400 }, close: { $gt: 1400 } } } },
              sorted,
            ),
          ),
        ).toEqual([]);
        expect(ids(await collection.find({ spans: { $elemMatch: { day: 0 } }, score: { $lte: 4 } }, sorted))).toEqual([
          'b',
        ]);
        expect(ids(await collection.find({ marks: { $elemMatch: { $gte: 9 } } }, sorted))).toEqual(['a']);
        expect(
          await collection.countDocuments({
            $and: [{ score: { $gte: 3 } }, { spans: { $elemMatch: { close: { $gte: 720 } } } }],
          }),
        ).toBe(2);
      });

      it('filters by $regex inside $and, on strings and on arrays of strings, with other conditions', async () => {
        const collection = await peopleCollection();
        const sorted = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ tags: { $regex: 'umb' } }, sorted))).toEqual(['p1', 'p4']);
        expect(
          ids(await collection.find({ $and: [{ tags: { $regex: '^pl' } }, { name: { $regex: 'e' } }] }, sorted)),
        ).toEqual(['p4']);
        expect(ids(await collection.find({ town: 'Tamarindo', $and: [{ name: { $regex: 'n' } }] }, sorted))).toEqual([
          'p1',
        ]);
        expect(ids(await collection.find({ $and: [{ age: { $gt: 30 } }, { town: { $regex: 'a' } }] }, sorted))).toEqual(
          ['p1', 'p3', 'p4'],
        );
        expect(ids(await collection.find({ age: { $regex: '3' } }, sorted))).toEqual([]);
        expect(
          await collection.countDocuments({ $and: [{ tags: { $regex: 'er$' } }, { 'address.zone': 'coast' }] }),
        ).toBe(2);
      });

      it('filters by nested fields and array members', async () => {
        const collection = await peopleCollection();
        const sorted = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ 'address.zone': 'inland' }, sorted))).toEqual(['p3', 'p4']);
        expect(ids(await collection.find({ 'address.floor': { $gt: 1 } }, sorted))).toEqual(['p1', 'p3']);
        expect(ids(await collection.find({ tags: 'plumber' }, sorted))).toEqual(['p1', 'p4']);
        expect(ids(await collection.find({ tags: { $size: 0 } }))).toEqual(['p3']);
      });

      it('filters by $in and $nin on arrays and on scalars, a missing field being in no list', async () => {
        const collection = await peopleCollection();
        const sorted = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ tags: { $in: ['painter', 'electrician'] } }, sorted))).toEqual(['p1', 'p2']);
        expect(ids(await collection.find({ tags: { $nin: ['plumber'] } }, sorted))).toEqual(['p2', 'p3']);
        expect(ids(await collection.find({ tags: { $in: ['plumber'], $nin: ['electrician'] } }, sorted))).toEqual([
          'p4',
        ]);
        expect(ids(await collection.find({ town: { $nin: ['Tamarindo'] }, age: { $in: [25, 31] } }, sorted))).toEqual([
          'p2',
          'p3',
        ]);
        expect(ids(await collection.find({ nickname: { $nin: ['Ana'] } }, sorted))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(ids(await collection.find({ nickname: { $in: ['Ana'] } }, sorted))).toEqual([]);
        expect(ids(await collection.find({ tags: { $in: [] } }, sorted))).toEqual([]);
        expect(await collection.countDocuments({ $and: [{ tags: { $in: ['plumber'] } }, { age: { $gt: 40 } }] })).toBe(
          1,
        );
      });

      it('finds by a list of ids', async () => {
        const collection = await peopleCollection();
        expect(ids(await collection.find({ _id: { $in: ['p3', 'p1', 'missing'] } }, { sort: { _id: 1 } }))).toEqual([
          'p1',
          'p3',
        ]);
      });

      it('sorts by several keys in either direction', async () => {
        const collection = await peopleCollection();
        expect(ids(await collection.find({}, { sort: { age: -1, name: 1 } }))).toEqual(['p4', 'p1', 'p3', 'p2']);
        expect(ids(await collection.find({}, { sort: { 'address.zone': 1, 'address.floor': -1 } }))).toEqual([
          'p1',
          'p2',
          'p3',
          'p4',
        ]);
      });

      it('skips and limits after sorting', async () => {
        const collection = await peopleCollection();
        expect(ids(await collection.find({}, { sort: { _id: 1 }, skip: 1, limit: 2 }))).toEqual(['p2', 'p3']);
        expect(ids(await collection.find({}, { sort: { _id: -1 }, limit: 1 }))).toEqual(['p4']);
        expect(ids(await collection.find({}, { sort: { _id: 1 }, skip: 3 }))).toEqual(['p4']);
        expect(await collection.find({}, { skip: 10 })).toEqual([]);
      });

      it('pages through a long list in the order of a full sort, missing and null values first, numbers before strings', async () => {
        const collection = freshCollection();
        const scores: unknown[] = Array.from({ length: 120 }, (_, index) => (index * 37) % 11);
        scores.push(null, undefined, 'text', 2.5);
        for (const [index, score] of scores.entries()) {
          const id = `d${String(index).padStart(3, '0')}`;
          await collection.replaceOne({ _id: id }, score === undefined ? { _id: id } : { _id: id, score }, {
            upsert: true,
          });
        }
        const byScore = { score: 1, _id: -1 } as const;
        const everything = ids(await collection.find({}, { sort: byScore }));
        expect(everything.slice(0, 3)).toEqual(['d121', 'd120', 'd110']);
        expect(everything.at(-1)).toBe('d122');
        for (const [skip, limit] of [
          [0, 5],
          [7, 3],
          [60, 25],
          [118, 10],
        ] as const) {
          expect(ids(await collection.find({}, { sort: byScore, skip, limit }))).toEqual(
            everything.slice(skip, skip + limit),
          );
        }
        expect(ids(await collection.find({ score: { $gte: 9 } }, { sort: { score: -1, _id: 1 }, limit: 2 }))).toEqual([
          'd008',
          'd019',
        ]);
      });

      it('projects included fields, _id included unless excluded', async () => {
        const collection = await peopleCollection();
        expect(await collection.find({ _id: 'p1' }, { projection: { name: 1, age: 1 } })).toEqual([
          { _id: 'p1', name: 'Ana', age: 31 },
        ]);
        expect(await collection.find({ _id: 'p1' }, { projection: { 'address.zone': 1, _id: 0 } })).toEqual([
          { address: { zone: 'coast' } },
        ]);
      });

      it('projects the _id alone, everything but the _id, and leaves out a named field a document lacks', async () => {
        const collection = await peopleCollection();
        expect(await collection.find({ _id: 'p2' }, { projection: { _id: 1 } })).toEqual([{ _id: 'p2' }]);
        expect(await collection.find({ _id: 'p2' }, { projection: { _id: 0 } })).toEqual([
          { name: 'Bruno', age: 25, town: 'Nosara', tags: ['painter'], address: { zone: 'coast', floor: 1 } },
        ]);
        expect(await collection.find({ _id: 'p2' }, { projection: { name: 1, nickname: 1, _id: 0 } })).toEqual([
          { name: 'Bruno' },
        ]);
      });

      it('sorts a field that holds an array in one document by its smallest element ascending, its largest descending', async () => {
        const collection = freshCollection();
        for (const [id, score] of [
          ['a', 5],
          ['b', [1, 9]],
          ['c', 3],
        ] as const)
          await collection.replaceOne({ _id: id }, { _id: id, score }, { upsert: true });
        expect(ids(await collection.find({}, { sort: { score: 1 } }))).toEqual(['b', 'c', 'a']);
        expect(ids(await collection.find({}, { sort: { score: -1 } }))).toEqual(['b', 'a', 'c']);
        expect(await collection.findWithTotal({}, { sort: { score: 1 }, limit: 1 })).toEqual({
          items: [{ _id: 'b', score: [1, 9] }],
          total: 3,
        });
      });

      it('projects out excluded fields', async () => {
        const collection = await peopleCollection();
        expect(await collection.find({ _id: 'p2' }, { projection: { tags: 0, address: 0 } })).toEqual([
          { _id: 'p2', name: 'Bruno', age: 25, town: 'Nosara' },
        ]);
      });

      it('returns nothing from a collection that was never written', async () => {
        const collection = freshCollection();
        expect(await collection.find()).toEqual([]);
        expect(await collection.findOne({ _id: 'anything' })).toBeNull();
        expect(await collection.countDocuments()).toBe(0);
      });
    });

    describe('findOne', () => {
      it('returns the matching document or null', async () => {
        const collection = await peopleCollection();
        expect(await collection.findOne({ _id: 'p3' })).toEqual(people[2]);
        expect(await collection.findOne({ name: 'Diego' })).toEqual(people[3]);
        expect(await collection.findOne({ _id: 'nobody' })).toBeNull();
      });

      it('applies the rest of the filter to an _id match', async () => {
        const collection = await peopleCollection();
        expect(await collection.findOne({ _id: 'p1', town: 'Nosara' })).toBeNull();
        expect(await collection.findOne({ _id: 'p1', town: 'Tamarindo' })).toEqual(people[0]);
      });

      it('returns the first by sort order, projected', async () => {
        const collection = await peopleCollection();
        expect(await collection.findOne({ town: 'Tamarindo' }, { sort: { age: -1 }, projection: { name: 1 } })).toEqual(
          { _id: 'p4', name: 'Diego' },
        );
        expect(await collection.findOne({}, { sort: { age: 1 } })).toEqual(people[1]);
      });
    });

    describe('countDocuments', () => {
      it('counts all or matching documents', async () => {
        const collection = await peopleCollection();
        expect(await collection.countDocuments()).toBe(4);
        expect(await collection.countDocuments({ age: 31 })).toBe(2);
        expect(await collection.countDocuments({ age: 99 })).toBe(0);
      });
    });

    describe('findWithTotal', () => {
      it('answers the page find gives and the count countDocuments gives, projected, for any filter', async () => {
        const collection = await peopleCollection();
        const reads = [
          [{}, { sort: { name: 1 }, skip: 1, limit: 2 }],
          [{ town: 'Tamarindo' }, { sort: { age: -1, _id: 1 }, limit: 1, projection: { name: 1 } }],
          [{ age: { $gte: 30 }, tags: 'plumber' }, { sort: { _id: -1 } }],
          [{ 'address.zone': 'coast' }, { skip: 5, limit: 1 }],
          [{ age: 99 }, { sort: { age: 1 }, limit: 10 }],
        ] as const;
        for (const [filter, options] of reads) {
          expect(await collection.findWithTotal(filter, options)).toEqual({
            items: await collection.find(filter, options),
            total: await collection.countDocuments(filter),
          });
        }
        expect(await collection.findWithTotal({ town: 'Tamarindo' }, { sort: { age: -1 }, limit: 1 })).toEqual({
          items: [expect.objectContaining({ _id: 'p4', name: 'Diego' })],
          total: 2,
        });
      });
    });

    describe('replaceOne', () => {
      it('inserts with upsert when nothing matches', async () => {
        const collection = freshCollection();
        const result = await collection.replaceOne({ _id: 'x1' }, { _id: 'x1', value: 1 }, { upsert: true });
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'x1' });
        expect(await collection.findOne({ _id: 'x1' })).toEqual({ _id: 'x1', value: 1 });
      });

      it('replaces the whole document, dropping fields the replacement lacks', async () => {
        const collection = await peopleCollection();
        const result = await collection.replaceOne({ _id: 'p1' }, { _id: 'p1', name: 'Ana María' } as Person, {
          upsert: true,
        });
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'p1' })).toEqual({ _id: 'p1', name: 'Ana María' });
        expect(await collection.countDocuments()).toBe(4);
      });

      it('reports no modification when the replacement is identical', async () => {
        const collection = await peopleCollection();
        expect(await collection.replaceOne({ _id: 'p2' }, { ...people[1]! })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedId: null,
        });
      });

      it('does nothing without upsert when nothing matches', async () => {
        const collection = freshCollection();
        expect(await collection.replaceOne({ _id: 'x1' }, { _id: 'x1', value: 1 })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await collection.countDocuments()).toBe(0);
      });
    });

    describe('writeBatch', () => {
      it('inserts, replaces and deletes by _id in one call; an id that is not there deletes nothing', async () => {
        const collection = await peopleCollection();
        const elena: Person = {
          _id: 'p5',
          name: 'Elena',
          age: 29,
          town: 'Liberia',
          tags: ['cleaner'],
          address: { zone: 'inland', floor: 1 },
        };
        // A copy: the store may keep (and freeze) what it is given.
        await collection.writeBatch(
          [structuredClone({ ...people[0]!, name: 'Ana María', tags: [] }), structuredClone(elena)],
          ['p2', 'missing'],
        );
        expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
          { ...people[0], name: 'Ana María', tags: [] },
          people[2],
          people[3],
          elena,
        ]);
        expect(ids(await collection.find({ tags: 'cleaner' }))).toEqual(['p5']);
      });

      it('keeps indexed queries true to the batch', async () => {
        const collection = await peopleCollection();
        await collection.createIndex({ keys: { town: 1, age: -1 }, name: 'town_age' });
        await collection.writeBatch([structuredClone({ ...people[1]!, town: 'Tamarindo' })], ['p4']);
        expect(ids(await collection.find({ town: 'Tamarindo' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2']);
        expect(ids(await collection.find({ town: 'Nosara' }))).toEqual([]);
      });

      it('keeps indexed queries true to a batch of hundreds (as a replay writes), and to the writes after it', async () => {
        const collection = freshCollection<Doc & { town: string; rank: number }>();
        await collection.createIndex({ keys: { town: 1 }, name: 'town' });
        const towns = ['Tamarindo', 'Nosara', 'Liberia'];
        const many = Array.from({ length: 600 }, (_, rank) => ({ _id: `d${rank}`, town: towns[rank % 3]!, rank }));
        await collection.writeBatch(many);
        expect(await collection.countDocuments({ town: 'Nosara' })).toBe(200);

        await collection.writeBatch(
          many.slice(0, 300).map((doc) => ({ ...doc, town: 'Sámara' })),
          ['d301', 'd304'],
        );
        await collection.replaceOne({ _id: 'd400' }, { _id: 'd400', town: 'Sámara', rank: 400 });
        expect(await collection.countDocuments({ town: 'Sámara' })).toBe(301);
        expect(await collection.countDocuments({ town: 'Nosara' })).toBe(97);
        expect(ids(await collection.find({ town: 'Liberia' }, { sort: { rank: 1 }, limit: 2 }))).toEqual([
          'd302',
          'd305',
        ]);
      });

      it('accepts an empty batch', async () => {
        const collection = await peopleCollection();
        await collection.writeBatch([], []);
        expect(await collection.countDocuments()).toBe(people.length);
      });
    });

    describe('updateOne', () => {
      it('$set sets top-level and nested fields', async () => {
        const collection = await peopleCollection();
        const result = await collection.updateOne(
          { _id: 'p2' },
          { $set: { town: 'Sámara', 'address.floor': 4, 'extra.note': 'new' } },
        );
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'p2' })).toEqual({
          ...people[1],
          town: 'Sámara',
          address: { zone: 'coast', floor: 4 },
          extra: { note: 'new' },
        });
      });

      it('reports no modification when $set writes the values already there', async () => {
        const collection = await peopleCollection();
        expect(await collection.updateOne({ _id: 'p2' }, { $set: { town: 'Nosara' } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedId: null,
        });
      });

      it('$unset removes fields', async () => {
        const collection = await peopleCollection();
        await collection.updateOne({ _id: 'p1' }, { $unset: { tags: '', 'address.floor': '' } });
        const { tags: _tags, ...rest } = people[0]!;
        expect(await collection.findOne({ _id: 'p1' })).toEqual({ ...rest, address: { zone: 'coast' } });
      });

      it('$inc adds to numbers and starts missing fields from zero', async () => {
        const collection = await peopleCollection();
        await collection.updateOne({ _id: 'p1' }, { $inc: { age: 2, 'stats.reviews': 1, 'address.floor': -1 } });
        expect(await collection.findOne({ _id: 'p1' }, { projection: { age: 1, stats: 1, address: 1 } })).toEqual({
          _id: 'p1',
          age: 33,
          stats: { reviews: 1 },
          address: { zone: 'coast', floor: 1 },
        });
      });

      it('$push appends one value, or several with $each, creating the array', async () => {
        const collection = await peopleCollection();
        await collection.updateOne({ _id: 'p2' }, { $push: { tags: 'roofer', photos: { $each: ['a', 'b'] } } });
        expect(await collection.findOne({ _id: 'p2' }, { projection: { tags: 1, photos: 1 } })).toEqual({
          _id: 'p2',
          tags: ['painter', 'roofer'],
          photos: ['a', 'b'],
        });
      });

      it('$pull removes equal values and values matching a condition', async () => {
        const collection = freshCollection();
        await collection.replaceOne(
          { _id: 'x' },
          { _id: 'x', tags: ['a', 'b', 'a'], items: [{ qty: 1 }, { qty: 5 }, { qty: 0 }] },
          { upsert: true },
        );
        const result = await collection.updateOne({ _id: 'x' }, { $pull: { tags: 'a', items: { qty: { $lt: 2 } } } });
        expect(result.modifiedCount).toBe(1);
        expect(await collection.findOne({ _id: 'x' })).toEqual({ _id: 'x', tags: ['b'], items: [{ qty: 5 }] });
      });

      it('$addToSet adds only values not already present', async () => {
        const collection = await peopleCollection();
        expect((await collection.updateOne({ _id: 'p4' }, { $addToSet: { tags: 'plumber' } })).modifiedCount).toBe(0);
        await collection.updateOne({ _id: 'p4' }, { $addToSet: { tags: { $each: ['plumber', 'welder', 'welder'] } } });
        expect(await collection.findOne({ _id: 'p4' }, { projection: { tags: 1 } })).toEqual({
          _id: 'p4',
          tags: ['plumber', 'welder'],
        });
      });

      it('$setOnInsert is ignored when a document matches', async () => {
        const collection = await peopleCollection();
        const result = await collection.updateOne(
          { _id: 'p3' },
          { $set: { age: 32 }, $setOnInsert: { createdAt: 'now' } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'p3' })).toEqual({ ...people[2], age: 32 });
        expect(
          await collection.updateOne({ _id: 'p3' }, { $setOnInsert: { createdAt: 'now' } }, { upsert: true }),
        ).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await collection.findOne({ _id: 'p3' })).toEqual({ ...people[2], age: 32 });
      });

      it('upsert seeds the new document from the filter equality fields, then applies the update', async () => {
        const collection = freshCollection();
        const result = await collection.updateOne(
          { _id: 'u1', town: 'Nosara', 'address.zone': 'coast', name: { $eq: 'Eva' }, age: { $gt: 3 }, nick: /^E/ },
          { $set: { age: 30 }, $inc: { visits: 1 }, $push: { tags: 'new' }, $setOnInsert: { createdAt: '2025-01-01' } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'u1' });
        expect(await collection.findOne({ _id: 'u1' })).toEqual({
          _id: 'u1',
          town: 'Nosara',
          address: { zone: 'coast' },
          name: 'Eva',
          age: 30,
          visits: 1,
          tags: ['new'],
          createdAt: '2025-01-01',
        });
      });

      it('upsert without an _id in the filter creates a string _id', async () => {
        const collection = freshCollection();
        const result = await collection.updateOne(
          { slug: 'plumbing' },
          { $set: { label: 'Plumbing' } },
          { upsert: true },
        );
        expect(typeof result.upsertedId).toBe('string');
        expect(await collection.find()).toEqual([{ _id: result.upsertedId, slug: 'plumbing', label: 'Plumbing' }]);
      });

      it('upsert takes the _id from $setOnInsert when the filter has none', async () => {
        const collection = freshCollection();
        const result = await collection.updateOne(
          { slug: 'roofing' },
          { $setOnInsert: { _id: 'cat-roofing' } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'cat-roofing' });
        expect(await collection.find()).toEqual([{ _id: 'cat-roofing', slug: 'roofing' }]);
      });

      it('does nothing without upsert when nothing matches', async () => {
        const collection = await peopleCollection();
        expect(await collection.updateOne({ _id: 'nobody' }, { $set: { age: 1 } })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await collection.countDocuments()).toBe(4);
      });

      it('updates only one of several matching documents', async () => {
        const collection = await peopleCollection();
        await collection.updateOne({ town: 'Tamarindo' }, { $set: { featured: true } });
        expect(await collection.countDocuments({ featured: true })).toBe(1);
      });

      it('rejects a change of _id and leaves the document as it was', async () => {
        const collection = await peopleCollection();
        await expect(collection.updateOne({ _id: 'p1' }, { $set: { _id: 'p9', age: 1 } })).rejects.toThrow();
        expect(await collection.findOne({ _id: 'p1' })).toEqual(people[0]);
        expect(await collection.findOne({ _id: 'p9' })).toBeNull();
      });
    });

    describe('deleteOne and deleteMany', () => {
      it('deleteOne removes a single matching document', async () => {
        const collection = await peopleCollection();
        expect(await collection.deleteOne({ town: 'Tamarindo' })).toEqual({ deletedCount: 1 });
        expect(await collection.countDocuments({ town: 'Tamarindo' })).toBe(1);
        expect(await collection.deleteOne({ _id: 'p2' })).toEqual({ deletedCount: 1 });
        expect(await collection.findOne({ _id: 'p2' })).toBeNull();
        expect(await collection.deleteOne({ _id: 'p2' })).toEqual({ deletedCount: 0 });
      });

      it('deleteMany removes every matching document, or all without a filter', async () => {
        const collection = await peopleCollection();
        expect(await collection.deleteMany({ age: 31 })).toEqual({ deletedCount: 2 });
        expect(ids(await collection.find({}, { sort: { _id: 1 } }))).toEqual(['p2', 'p4']);
        expect(await collection.deleteMany()).toEqual({ deletedCount: 2 });
        expect(await collection.countDocuments()).toBe(0);
      });
    });

    describe('indexes', () => {
      it('createIndex is idempotent and a non-unique index allows duplicates', async () => {
        const collection = await peopleCollection();
        await collection.createIndex({ keys: { town: 1 }, name: 'town' });
        await collection.createIndex({ keys: { town: 1 }, name: 'town' });
        await collection.replaceOne({ _id: 'p5' }, { ...people[0]!, _id: 'p5' }, { upsert: true });
        expect(ids(await collection.find({ town: 'Tamarindo' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p4', 'p5']);
      });

      it('queries through an index see updates, deletes and array members', async () => {
        const collection = await peopleCollection();
        await collection.createIndex({ keys: { town: 1 }, name: 'town' });
        await collection.createIndex({ keys: { tags: 1 }, name: 'tags' });
        await collection.createIndex({ keys: { 'address.zone': 1, 'address.floor': 1 }, name: 'address' });
        await collection.updateOne({ _id: 'p1' }, { $set: { town: 'Nosara' }, $pull: { tags: 'plumber' } });
        await collection.deleteOne({ _id: 'p2' });

        expect(ids(await collection.find({ town: 'Tamarindo' }))).toEqual(['p4']);
        expect(ids(await collection.find({ town: 'Nosara' }))).toEqual(['p1']);
        expect(ids(await collection.find({ tags: 'plumber' }))).toEqual(['p4']);
        expect(ids(await collection.find({ tags: { $eq: 'electrician' } }))).toEqual(['p1']);
        expect(ids(await collection.find({ 'address.zone': 'inland', 'address.floor': 3 }))).toEqual(['p3']);
        expect(await collection.countDocuments({ town: 'Tamarindo', age: 31 })).toBe(0);
      });

      it('answers a filter that several indexes pin with the documents all of them hold, the rest of it tested', async () => {
        type Listing = Doc & {
          listed: boolean | boolean[];
          zones?: unknown[];
          languages: string | string[];
          rating: number;
        };
        const collection = freshCollection<Listing>();
        await collection.createIndex({ keys: { listed: 1, zones: 1 }, name: 'listed_zones' });
        await collection.createIndex({ keys: { listed: 1, languages: 1 }, name: 'listed_languages' });
        // MongoDB refuses a compound key over two arrays in one document, so `listed` stays a scalar.
        const listings: Listing[] = [
          { _id: 'a', listed: true, zones: ['coast', 'hills'], languages: ['en', 'es'], rating: 5 },
          { _id: 'b', listed: true, zones: ['coast'], languages: 'es', rating: 4 },
          { _id: 'c', listed: false, zones: ['coast'], languages: ['en'], rating: 5 },
          { _id: 'd', listed: true, zones: ['hills', 'coast'], languages: 'en', rating: 3 },
          { _id: 'e', listed: true, zones: [['coast']], languages: 'en', rating: 5 },
          { _id: 'f', listed: true, languages: ['en'], rating: 4 },
        ];
        for (const listing of listings) await collection.replaceOne({ _id: listing._id }, listing, { upsert: true });
        const sorted = { sort: { _id: 1 } } as const;

        expect(ids(await collection.find({ listed: true, zones: 'coast', languages: 'en' }, sorted))).toEqual([
          'a',
          'd',
        ]);
        expect(
          ids(
            await collection.find(
              { listed: true, zones: 'coast', languages: { $eq: 'en' }, rating: { $gte: 4 } },
              sorted,
            ),
          ),
        ).toEqual(['a']);
        expect(await collection.countDocuments({ listed: true, zones: 'hills', languages: 'en' })).toBe(2);
        expect(await collection.countDocuments({ listed: true, zones: 'coast', languages: 'fr' })).toBe(0);
        expect(ids(await collection.find({ listed: true, languages: 'en', zones: { $exists: false } }))).toEqual(['f']);
        expect(
          await collection.findWithTotal(
            { listed: true, zones: 'coast', languages: 'en' },
            { sort: { rating: 1 }, limit: 1 },
          ),
        ).toEqual({ items: [expect.objectContaining({ _id: 'd' })], total: 2 });

        await collection.updateOne({ _id: 'a' }, { $set: { languages: 'es' } });
        await collection.updateOne({ _id: 'b' }, { $set: { languages: ['es', 'en'] } });
        expect(ids(await collection.find({ listed: true, zones: 'coast', languages: 'en' }, sorted))).toEqual([
          'b',
          'd',
        ]);
        expect(await collection.deleteMany({ listed: true, zones: 'coast', languages: 'en', rating: 3 })).toEqual({
          deletedCount: 1,
        });
        expect(ids(await collection.find({}, sorted))).toEqual(['a', 'b', 'c', 'e', 'f']);
      });

      it('rejects an index name reused for other keys, and the same keys under another name', async () => {
        const collection = freshCollection();
        await collection.createIndex({ keys: { email: 1 }, name: 'email' });
        await expect(collection.createIndex({ keys: { phone: 1 }, name: 'email' })).rejects.toThrow();
        await expect(collection.createIndex({ keys: { email: 1 }, name: 'email_again' })).rejects.toThrow();
      });

      it('answers pages and counts read along an index as a full sort would, through every kind of write', async () => {
        type Scored = Doc & { group: string; score?: number; flag: boolean };
        const collection = freshCollection<Scored>();
        await collection.createIndex({ keys: { group: 1, score: -1 }, name: 'group_score' });
        await collection.createIndex({ keys: { score: -1 }, name: 'score' });
        // Pins `group` and `flag` together: fewer documents than the range of group_score for one group.
        await collection.createIndex({ keys: { flag: 1, group: 1 }, name: 'flag_group' });
        const model = new Map<string, Scored>();
        const scored = (index: number, score: number | undefined, group = 'abc'[index % 3]!): Scored => ({
          _id: `s${String(index).padStart(3, '0')}`,
          group,
          flag: index % 2 === 0,
          ...(score === undefined ? {} : { score }),
        });
        const put = async (doc: Scored) => {
          model.set(doc._id, doc);
          await collection.replaceOne({ _id: doc._id }, doc, { upsert: true });
        };
        // What MongoDB answers: a missing score sorts first ascending; _id last decides ties.
        const fullSort = (filter: Partial<Scored>, sort: Partial<Record<'group' | 'score' | '_id', 1 | -1>>) =>
          [...model.values()]
            .filter((doc) => Object.entries(filter).every(([field, value]) => doc[field] === value))
            .sort((a, b) => {
              for (const [field, direction] of Object.entries(sort)) {
                const [x, y] = (
                  field === 'score' ? [a.score ?? -Infinity, b.score ?? -Infinity] : [a[field], b[field]]
                ) as [string | number, string | number];
                if (x !== y) return (x < y ? -1 : 1) * direction;
              }
              return 0;
            })
            .map((doc) => doc._id);
        const expectIndexOrder = async () => {
          const reads = [
            [{}, { score: -1, _id: 1 }, 0, 10],
            [{}, { score: -1, _id: 1 }, 25, 10],
            [{}, { score: 1, _id: -1 }, 3, 7],
            [{ group: 'b' }, { score: -1, _id: 1 }, 2, 5],
            [{ group: 'b', flag: true }, { score: 1, _id: -1 }, 0, 0],
            [{ group: 'c' }, { score: -1, _id: 1 }, 0, 0],
            // Against the indexes' directions, in part: not read along them.
            [{}, { score: -1, _id: -1 }, 0, 12],
            [{}, { group: 1, score: 1, _id: 1 }, 0, 12],
            [{}, { group: -1, score: 1, _id: -1 }, 10, 12],
          ] as const;
          for (const [filter, sort, skip, limit] of reads) {
            const expected = fullSort(filter, sort);
            expect(ids(await collection.find(filter, { sort, skip, limit }))).toEqual(
              expected.slice(skip, limit ? skip + limit : undefined),
            );
            expect(await collection.countDocuments(filter)).toBe(expected.length);
            const { items, total } = await collection.findWithTotal(filter, { sort, skip, limit });
            expect({ items: ids(items), total }).toEqual({
              items: expected.slice(skip, limit ? skip + limit : undefined),
              total: expected.length,
            });
          }
        };

        for (let index = 0; index < 40; index++)
          await put(scored(index, index % 9 === 0 ? undefined : (index * 7) % 13));
        await expectIndexOrder();

        await collection.updateOne({ _id: 's004' }, { $set: { score: 99 } });
        model.set('s004', { ...model.get('s004')!, score: 99 });
        await collection.updateOne({ _id: 's005' }, { $set: { group: 'b', flag: true } });
        model.set('s005', { ...model.get('s005')!, group: 'b', flag: true });
        await collection.updateOne({ _id: 's007' }, { $unset: { score: '' } });
        const { score: _dropped, ...unscored } = model.get('s007')!;
        model.set('s007', unscored);
        await collection.deleteOne({ _id: 's010' });
        model.delete('s010');
        await expectIndexOrder();

        // A batch as large as a replay's, then single writes after it.
        const batch = Array.from({ length: 300 }, (_, offset) => scored(40 + offset, (offset * 11) % 17));
        await collection.writeBatch(structuredClone(batch), ['s001', 's002']);
        for (const doc of batch) model.set(doc._id, doc);
        model.delete('s001');
        model.delete('s002');
        await expectIndexOrder();
        await put(scored(1, 50, 'b'));
        await collection.deleteOne({ _id: 's100' });
        model.delete('s100');
        await expectIndexOrder();
      });

      it('answers through indexes created over a collection that already holds many documents', async () => {
        // As the embedded store's restored snapshot is: hundreds of documents, then the projections' indexes.
        type Keyed = Doc & { group: string; score: number; email: string };
        const collection = freshCollection<Keyed>();
        const keyed = (index: number): Keyed => ({
          _id: `k${String(index).padStart(3, '0')}`,
          group: 'abc'[index % 3]!,
          score: (index * 7) % 23,
          email: `person${index}@example.com`,
        });
        await collection.writeBatch(Array.from({ length: 300 }, (_, index) => keyed(index)));
        await collection.createIndex({ keys: { group: 1, score: -1 }, name: 'group_score' });
        await collection.createIndex({ keys: { email: 1 }, unique: true, name: 'email_unique' });
        const firstOfGroup = async (group: string) =>
          ids(await collection.find({ group }, { sort: { score: -1, _id: 1 }, limit: 3 }));

        expect(await collection.countDocuments({ group: 'b' })).toBe(100);
        // Group b's highest score, 22, is every 69th document from k013.
        expect(await firstOfGroup('b')).toEqual(['k013', 'k082', 'k151']);
        await collection.updateOne({ _id: 'k001' }, { $set: { score: 99 } });
        await collection.deleteOne({ _id: 'k013' });
        expect(await firstOfGroup('b')).toEqual(['k001', 'k082', 'k151']);
        await expect(
          collection.replaceOne({ _id: 'k999' }, { ...keyed(999), email: 'person5@example.com' }, { upsert: true }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await collection.countDocuments()).toBe(299);
      });

      it('keeps sorted reads and counts right while a document holds an array in an indexed field, and after', async () => {
        const collection = freshCollection<Doc & { group: string; score: number | number[] }>();
        await collection.createIndex({ keys: { group: 1, score: -1 }, name: 'group_score' });
        for (const [id, score] of [
          ['a', 5],
          ['b', 8],
          ['c', 1],
        ] as const)
          await collection.replaceOne({ _id: id }, { _id: id, group: 'g', score }, { upsert: true });
        const expectOrder = async () => {
          expect(ids(await collection.find({ group: 'g' }, { sort: { score: -1, _id: 1 } }))).toEqual(['b', 'a', 'c']);
          expect(ids(await collection.find({ group: 'g' }, { sort: { score: 1, _id: -1 }, limit: 2 }))).toEqual([
            'c',
            'a',
          ]);
          expect(await collection.countDocuments({ group: 'g' })).toBe(3);
        };
        await expectOrder();
        await collection.replaceOne({ _id: 'm' }, { _id: 'm', group: 'h', score: [0, 9] }, { upsert: true });
        await expectOrder();
        expect(ids(await collection.find({ group: 'h', score: 9 }))).toEqual(['m']);
        expect(await collection.countDocuments({ group: 'h' })).toBe(1);
        await collection.deleteOne({ _id: 'm' });
        await expectOrder();
        expect(await collection.countDocuments({ group: 'h' })).toBe(0);
      });

      describe('unique', () => {
        async function accounts(): Promise<ReadCollection> {
          const collection = freshCollection();
          await collection.createIndex({ keys: { email: 1 }, unique: true, name: 'email_unique' });
          await collection.replaceOne(
            { _id: 'a1' },
            { _id: 'a1', email: 'ana@example.com', role: 'client' },
            { upsert: true },
          );
          await collection.replaceOne(
            { _id: 'a2' },
            { _id: 'a2', email: 'bruno@example.com', role: 'client' },
            { upsert: true },
          );
          return collection;
        }

        async function expectUnchanged(collection: ReadCollection): Promise<void> {
          expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
            { _id: 'a1', email: 'ana@example.com', role: 'client' },
            { _id: 'a2', email: 'bruno@example.com', role: 'client' },
          ]);
        }

        it('rejects an inserting replaceOne with DuplicateKeyError naming the index', async () => {
          const collection = await accounts();
          const error: unknown = await collection
            .replaceOne({ _id: 'a3' }, { _id: 'a3', email: 'ana@example.com', role: 'contractor' }, { upsert: true })
            .catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(DuplicateKeyError);
          expect((error as DuplicateKeyError).index).toBe('email_unique');
          await expectUnchanged(collection);
        });

        it('stops a batch at the write taking another document’s key, keeping the writes before it', async () => {
          const collection = await accounts();
          const error: unknown = await collection
            .writeBatch([
              { _id: 'a3', email: 'carla@example.com', role: 'client' },
              { _id: 'a4', email: 'bruno@example.com', role: 'client' },
              { _id: 'a5', email: 'diego@example.com', role: 'client' },
            ])
            .catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(DuplicateKeyError);
          expect((error as DuplicateKeyError).index).toBe('email_unique');
          expect(ids(await collection.find({}, { sort: { _id: 1 } }))).toEqual(['a1', 'a2', 'a3']);
        });

        it('rejects a replacement taking another document’s key', async () => {
          const collection = await accounts();
          await expect(
            collection.replaceOne({ _id: 'a2' }, { _id: 'a2', email: 'ana@example.com', role: 'admin' }),
          ).rejects.toBeInstanceOf(DuplicateKeyError);
          await expectUnchanged(collection);
        });

        it('rejects an update taking another document’s key', async () => {
          const collection = await accounts();
          await expect(
            collection.updateOne({ _id: 'a2' }, { $set: { email: 'ana@example.com', role: 'admin' } }),
          ).rejects.toBeInstanceOf(DuplicateKeyError);
          await expectUnchanged(collection);
        });

        it('rejects an upsert inserting a taken key', async () => {
          const collection = await accounts();
          await expect(
            collection.updateOne(
              { _id: 'a3' },
              { $set: { email: 'bruno@example.com', role: 'admin' } },
              { upsert: true },
            ),
          ).rejects.toBeInstanceOf(DuplicateKeyError);
          await expectUnchanged(collection);
        });

        it('rejects an upsert inserting an _id that exists but did not match', async () => {
          const collection = await accounts();
          const error: unknown = await collection
            .replaceOne(
              { _id: 'a1', role: 'admin' },
              { _id: 'a1', email: 'new@example.com', role: 'admin' },
              { upsert: true },
            )
            .catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(DuplicateKeyError);
          expect((error as DuplicateKeyError).index).toBe('_id_');
          await expectUnchanged(collection);
        });

        it('lets a document keep its own key and frees a key once its holder changes or goes', async () => {
          const collection = await accounts();
          await collection.replaceOne({ _id: 'a1' }, { _id: 'a1', email: 'ana@example.com', role: 'admin' });
          await collection.updateOne({ _id: 'a1' }, { $set: { email: 'ana@new.example.com' } });
          await collection.updateOne({ _id: 'a2' }, { $set: { email: 'ana@example.com' } });
          await collection.deleteOne({ _id: 'a2' });
          await collection.replaceOne({ _id: 'a3' }, { _id: 'a3', email: 'ana@example.com' }, { upsert: true });
          expect(ids(await collection.find({ email: 'ana@example.com' }))).toEqual(['a3']);
          expect(await collection.countDocuments()).toBe(2);
        });

        it('applies to the combination of keys in a compound index', async () => {
          const collection = freshCollection();
          await collection.createIndex({
            keys: { profileId: 1, authorId: 1 },
            unique: true,
            name: 'one_review_per_author',
          });
          await collection.replaceOne({ _id: 'r1' }, { _id: 'r1', profileId: 'p1', authorId: 'u1' }, { upsert: true });
          await collection.replaceOne({ _id: 'r2' }, { _id: 'r2', profileId: 'p1', authorId: 'u2' }, { upsert: true });
          await collection.replaceOne({ _id: 'r3' }, { _id: 'r3', profileId: 'p2', authorId: 'u1' }, { upsert: true });
          await expect(
            collection.replaceOne({ _id: 'r4' }, { _id: 'r4', profileId: 'p1', authorId: 'u1' }, { upsert: true }),
          ).rejects.toBeInstanceOf(DuplicateKeyError);
          expect(ids(await collection.find({}, { sort: { _id: 1 } }))).toEqual(['r1', 'r2', 'r3']);
        });

        it('cannot be created over duplicate data, which stays as it was', async () => {
          const collection = await peopleCollection();
          await expect(
            collection.createIndex({ keys: { town: 1 }, unique: true, name: 'town_unique' }),
          ).rejects.toBeInstanceOf(DuplicateKeyError);
          await collection.replaceOne({ _id: 'p5' }, { ...people[0]!, _id: 'p5' }, { upsert: true });
          expect(await collection.countDocuments({ town: 'Tamarindo' })).toBe(3);
        });
      });
    });

    describe('isolation of stored documents', () => {
      it('hands out results that cannot change the store: a mutation either throws or stays in the copy', async () => {
        const collection = await peopleCollection();
        const found = (await collection.findOne({ _id: 'p1' }))!;
        const [listed] = await collection.find({ _id: 'p1' }, { projection: { address: 1 } });
        const attempt = (mutate: () => void) => {
          try {
            mutate();
          } catch (error) {
            // The embedded store hands out its frozen documents.
            expect((error as Error).name).toBe('TypeError');
          }
        };
        attempt(() => found.tags.push('mutated'));
        attempt(() => (found.address.zone = 'mutated'));
        attempt(() => (listed!.address.floor = 99));
        expect(await collection.findOne({ _id: 'p1' })).toEqual(people[0]);
      });

      it('keeps copies of what it is given', async () => {
        const collection = freshCollection();
        const document = { _id: 'x', list: [1], nested: { value: 'a' } };
        await collection.replaceOne({ _id: 'x' }, document, { upsert: true });
        document.list.push(2);
        document.nested.value = 'b';
        const pushed = { note: 'kept' };
        const assigned = { deep: ['kept'] };
        await collection.updateOne({ _id: 'x' }, { $push: { notes: pushed }, $set: { assigned } });
        pushed.note = 'changed';
        assigned.deep.push('changed');
        expect(await collection.findOne({ _id: 'x' })).toEqual({
          _id: 'x',
          list: [1],
          nested: { value: 'a' },
          notes: [{ note: 'kept' }],
          assigned: { deep: ['kept'] },
        });
      });
    });

    describe('store', () => {
      it('drop empties one collection and drops its indexes, leaves the others, and old handles keep working', async () => {
        const other = await peopleCollection();
        const second = freshCollection();
        await second.createIndex({ keys: { email: 1 }, unique: true, name: 'email_unique' });
        await second.replaceOne({ _id: 'a1' }, { _id: 'a1', email: 'ana@example.com' }, { upsert: true });

        await second.drop();
        await freshCollection().drop();

        expect(await other.countDocuments()).toBe(people.length);
        expect(await second.countDocuments()).toBe(0);
        await second.replaceOne({ _id: 'a1' }, { _id: 'a1', email: 'ana@example.com' }, { upsert: true });
        await second.replaceOne({ _id: 'a2' }, { _id: 'a2', email: 'ana@example.com' }, { upsert: true });
        expect(await second.countDocuments({ email: 'ana@example.com' })).toBe(2);
      });

      it('watch reports the _id of every insert, change and delete until unsubscribed', async () => {
        const name = `contract_${randomUUID().replaceAll('-', '')}`;
        const collection = store.collection(name);
        const seen: string[] = [];
        let reported!: () => void;
        const allReported = new Promise<void>((resolve) => (reported = resolve));
        const unsubscribe = store.watch(name, (id) => {
          seen.push(id);
          if (seen.length === 3) reported();
        });
        await collection.replaceOne({ _id: 'w1' }, { _id: 'w1', n: 1 }, { upsert: true });
        await collection.updateOne({ _id: 'w1' }, { $set: { n: 2 } });
        await collection.deleteOne({ _id: 'w1' });
        await allReported;
        expect(seen).toEqual(['w1', 'w1', 'w1']);
        unsubscribe();
        // A second watcher sees the next writes; by the time it has, the first one would have too.
        let laterReported!: () => void;
        const later = new Promise<void>((resolve) => (laterReported = resolve));
        const unsubscribeLater = store.watch(name, (id) => id === 'w3' && laterReported());
        await collection.replaceOne({ _id: 'w2' }, { _id: 'w2' }, { upsert: true });
        await collection.replaceOne({ _id: 'w3' }, { _id: 'w3' }, { upsert: true });
        await later;
        unsubscribeLater();
        expect(seen).toEqual(['w1', 'w1', 'w1']);
      });

      it('ping resolves', async () => {
        await expect(store.ping()).resolves.toBeUndefined();
      });
    });
  });
}
