import {
  defaultHours,
  directoryQuerySchema,
  SERVICES,
  weekTimeAt,
  ZONES,
  type DirectoryPage,
  type DirectorySort,
} from '@gp/shared';
import { directoryProjection, type DirectoryDocument } from '@gp/projections';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { ListProsHandler } from './list-pros/list-pros.handler';
import { ListProsQuery } from './list-pros/list-pros.query';
import { zoneListByArea } from './testing/zone-search-reference';

/**
 * A zone search reads the projection's zone reach (one index read per group: serving, then each
 * whole km); before, it read every pro around the zone and measured each one. On a varied
 * directory, folded through the real projection, both give the same list in every sort.
 */

const READ_AT = new Date('2026-11-25T16:00:00Z'); // a Wednesday, 10:00 in Costa Rica
const DAY_MS = 86_400_000;
const PROS = 240;
const CLIENTS = 3;

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** A directory's events: pros with 1 to 3 zones (some move), mixed services, languages, hours and requests. */
function* history() {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let position = 0;
  let second = 0;
  const at = () => new Date(Date.parse('2026-06-01T00:00:00Z') + ++second * 1000).toISOString();
  const event = (type: string, data: Record<string, unknown>) => ({ id: `e${++position}`, type, data, position });
  const registered = (userId: string) =>
    event('UserRegistered', {
      userId,
      email: `${userId}@example.com`,
      isAnonymous: false,
      preferredLang: 'es',
      registeredAt: at(),
    });
  for (let client = 0; client < CLIENTS; client += 1) yield registered(`client-${client}`);
  const zones = () => [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(ZONES).zoneId))];
  for (let index = 0; index < PROS; index += 1) {
    const userId = `pro-${String(index).padStart(3, '0')}`;
    yield registered(userId);
    yield event('ContractorRoleAssigned', { userId, assignedAt: at() });
    yield event('DisplayNameChanged', { userId, displayName: `Pro ${index}`, changedAt: at() });
    yield event('ServicesChosen', { userId, serviceIds: [pick(SERVICES).serviceId], chosenAt: at() });
    yield event('ZonesChosen', { userId, zoneIds: zones(), chosenAt: at() });
    yield event('SpokenLanguagesChosen', {
      userId,
      languageCodes: pick([['es'], ['en'], ['es', 'en']]),
      chosenAt: at(),
    });
    const closed = next() < 0.3;
    yield event('HoursSet', {
      userId,
      hours: defaultHours().map((day) => (closed ? { ...day, isClosed: true } : day)),
      setAt: at(),
    });
    if (index % 3 === 0)
      for (let request = 0; request < 3; request += 1) {
        const leadId = `${userId}-lead-${request}`;
        const sentMs = READ_AT.getTime() - (2 + request * 7 + next() * 5) * DAY_MS;
        yield event('LeadSent', { leadId, proId: userId, sentAt: new Date(sentMs).toISOString() });
        if (next() < 0.8)
          yield event('LeadAnswered', {
            leadId,
            proId: userId,
            answeredAt: new Date(sentMs + next() * DAY_MS).toISOString(),
          });
      }
    for (let client = 0; client < CLIENTS; client += 1) {
      const reviewId = `${userId}-review-${client}`;
      yield event('ReviewSubmitted', {
        reviewId,
        contractorId: userId,
        authorId: `client-${client}`,
        authorIsAnonymous: false,
        authorName: 'Ana',
        statedEmail: 'ana@example.com',
        rating: 1 + Math.floor(next() * 5),
        title: 'Bien',
        body: 'Buen trabajo.',
        submittedAt: at(),
      });
      yield event('ReviewApproved', { reviewId, contractorId: userId, approvedAt: at() });
    }
    // A pro in four moves to other zones: the reach must follow.
    if (index % 4 === 1) yield event('ZonesChosen', { userId, zoneIds: zones(), chosenAt: at() });
  }
}

async function projectedStore(): Promise<MemoryReadStore> {
  const documents = new Map<string, DirectoryDocument>();
  for (const event of history()) {
    const id = directoryProjection.documentId(event as never) ?? '';
    const next = directoryProjection.evolve(documents.get(id) ?? null, event as never);
    if (next) documents.set(id, next);
    else documents.delete(id);
  }
  const store = new MemoryReadStore();
  const directory = store.collection<DirectoryDocument>(directoryProjection.collection);
  for (const index of directoryProjection.indexes ?? []) await directory.createIndex(index);
  await directory.writeBatch([...documents.values()]);
  return store;
}

describe('a zone search through the zone reach', () => {
  let store: MemoryReadStore;
  let handler: ListProsHandler;
  beforeAll(async () => {
    store = await projectedStore();
    handler = new ListProsHandler(store, { now: () => READ_AT });
  });

  /** Every page of a search, joined: the whole list as the handler pages it. */
  const wholeList = async (query: Record<string, string>) => {
    const pages: DirectoryPage[] = [];
    for (let page = 1; page === 1 || (page - 1) * 9 < pages[0]!.total; page += 1)
      pages.push(
        await handler.execute(
          new ListProsQuery(directoryQuerySchema.parse({ ...query, page: String(page), pageSize: '9' })),
        ),
      );
    return {
      total: pages[0]!.total,
      nearbyTotal: pages[0]!.nearbyTotal,
      items: pages.flatMap((page) => page.items.map((item) => ({ _id: item.id, nearby: item.nearby }))),
    };
  };

  const zones = ['tamarindo', 'santa-cruz', 'playa-flamingo'];
  const filterSets: Record<string, string>[] = [{}, { language: 'en' }, { openNow: 'true' }, { minRating: '3' }];
  const sorts: DirectorySort[] = ['best', 'reviews', 'newest', 'fastest'];

  it.each(zones)('lists %s as the read of every pro around it did, for every filter and sort', async (zone) => {
    const directory = store.collection<DirectoryDocument>(directoryProjection.collection);
    for (const filters of filterSets)
      for (const sort of sorts) {
        const { serving, nearby } = await zoneListByArea(
          directory,
          { ...directoryQuerySchema.parse({ ...filters, zone }), zone },
          sort,
          weekTimeAt(READ_AT.getTime()),
          READ_AT.getTime(),
        );
        const expected = [
          ...serving.map((_id) => ({ _id, nearby: null })),
          ...nearby.map(({ _id, zoneId, km }) => ({ _id, nearby: { zoneId, km } })),
        ];
        const listed = await wholeList({ ...filters, zone, sort });
        expect({ filters, sort, ...listed }).toEqual({
          filters,
          sort,
          total: expected.length,
          nearbyTotal: nearby.length,
          items: expected,
        });
      }
  });

  it('has a varied fixture: pros serving the zone, pros nearby at several distances, pros out of reach', async () => {
    const { serving, nearby } = await zoneListByArea(
      store.collection<DirectoryDocument>(directoryProjection.collection),
      { zone: 'tamarindo' },
      'best',
      weekTimeAt(READ_AT.getTime()),
      READ_AT.getTime(),
    );
    expect(serving.length).toBeGreaterThan(5);
    expect(new Set(nearby.map((pro) => pro.km)).size).toBeGreaterThan(5);
    expect(serving.length + nearby.length).toBeLessThan(PROS);
  });
});
