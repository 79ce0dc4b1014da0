// Section: directory queries (GET /api/v1/pros' query handler) on the embedded read store, with
// 10,000 public profiles and 200,000 approved reviews in the log. The events are folded through
// the real directory projection into MemoryReadStore with its declared indexes, as the projector
// does at start, so a profile is public only where the projection's own rule makes it so; then
// named filter combinations, then every combination of the filters in every sort, run through
// ListProsHandler, and web-public's server-rendering bundle
// renders directory pages from that handler's answers. Figures only, but a log that leaves any
// profile private, or a filter that matches nothing, fails the section: its figures would time
// empty answers.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot, requireBuilt } from './support/built.mjs';
import { timestamp } from './support/events.mjs';
import { format, printTable } from './support/report.mjs';
import { percentile, timed } from './support/timing.mjs';

const { directoryProjection } = requireBuilt('projections', 'index.js');
const { MemoryReadStore } = requireBuilt('api', 'infrastructure/read-store/memory-read-store.js');
const { ListProsHandler } = requireBuilt('api', 'modules/directory/list-pros/list-pros.handler.js');
const { ListProsQuery } = requireBuilt('api', 'modules/directory/list-pros/list-pros.query.js');
const { SERVICES, ZONES, defaultHours, directoryQuerySchema } = requireBuilt('shared', 'index.js');

export const title = 'Directory: GET /api/v1/pros query handler over 10,000 public profiles on MemoryReadStore';

const PROFILES = 10_000;
const REVIEWS = 200_000;
/** The review authors: each reviews every pro once. */
const CLIENTS = REVIEWS / PROFILES;
const WARM_UP = 20;
const RUNS = 200;
const LANGUAGE_MIX = [['es'], ['es', 'en'], ['en'], ['en', 'es', 'fr'], ['es', 'de']];
const COMBINATIONS = [
  ['no filter, best', {}],
  ['service + zone (town)', { service: 'plumbing', zone: 'nosara' }],
  // A zone alone: the pros serving it, then every other pro serving a place within 40 km (most of them).
  ['zone (town), then the pros nearby, page 3', { zone: 'tamarindo', page: '3' }],
  ['zone (canton) + language + open now', { zone: 'santa-cruz', language: 'en', openNow: 'true' }],
  ['q (accents) + min rating', { q: 'fontanería', minRating: '4' }],
  // Ranked at read time over every matching pro (the signal's 90 days end at the read).
  ['no filter, responds fastest', { sort: 'fastest' }],
  [
    'service + zone + language + rating, by reviews, page 2',
    {
      service: 'pool-maintenance',
      zone: 'tamarindo',
      language: 'es',
      minRating: '4',
      sort: 'reviews',
      page: '2',
      pageSize: '10',
    },
  ],
];

const PAGES = [
  ['/en/pros', 'the directory, en'],
  ['/es/pros/fontaneria/nosara', 'a landing page, es'],
  ['/en/pros/pool-maintenance?zone=santa-cruz&language=en&openNow=true&page=2', 'filters in the query, page 2'],
];
const RENDER_RUNS = 100;

/**
 * Every combination of the directory's filters (each on or off; the zone a town, whose search
 * also lists the pros nearby, or a canton) in each sort, then the text and rating filters on top
 * of the zone choices in each sort: 108 queries, fewer runs each than the named ones above.
 */
const MATRIX_RUNS = 100;
const MATRIX_WARM_UP = 10;
const MATRIX = (() => {
  const choices = {
    service: [undefined, 'plumbing'],
    zone: [undefined, 'tamarindo', 'santa-cruz'],
    language: [undefined, 'en'],
    openNow: [undefined, 'true'],
  };
  const sorts = ['best', 'reviews', 'newest', 'fastest'];
  const queries = [];
  for (const service of choices.service)
    for (const zone of choices.zone)
      for (const language of choices.language)
        for (const openNow of choices.openNow)
          for (const sort of sorts) queries.push({ service, zone, language, openNow, sort });
  for (const zone of choices.zone)
    for (const sort of sorts) queries.push({ zone, q: 'fontanería', minRating: '4', sort });
  return queries.map((query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)));
})();
/**
 * The instant every query reads at: a Wednesday, 10:00 in Costa Rica, when most pros are open, so
 * "open now" filters the most pros it ever does and each run of the bench times the same answers.
 */
const READ_AT = new Date('2026-11-25T16:00:00Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A deterministic generator, so every run measures the same directory. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function* history() {
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  let step = 0;
  const event = (type, data) => ({ id: randomUUID(), type, data, position: ++step });
  const registered = (userId) =>
    event('UserRegistered', {
      userId,
      email: `${userId}@example.com`,
      isAnonymous: false,
      preferredLang: 'es',
      registeredAt: timestamp(step),
    });
  // The authors are signed-in accounts: only their approved reviews are live and count (spec §1).
  for (let client = 0; client < CLIENTS; client += 1) yield registered(`client-${client}`);
  for (let index = 0; index < PROFILES; index += 1) {
    const userId = `pro-${index}`;
    yield registered(userId);
    // A client's account is never listed (issue 15): each of these chose to be a pro.
    yield event('ContractorRoleAssigned', { userId, assignedAt: timestamp(step) });
    yield event('DisplayNameChanged', {
      userId,
      displayName: `${pick(['Servicios', 'Playa', 'Pura Vida', 'Coastal', 'Hermanos'])} ${index}`,
      changedAt: timestamp(step),
    });
    yield event('ProfileDescribed', {
      userId,
      description: {
        en: `Quality work in Guanacaste since ${2000 + (index % 25)}, fair prices.`,
        es: `Trabajos de calidad en Guanacaste desde ${2000 + (index % 25)}.`,
      },
      describedAt: timestamp(step),
    });
    yield event('ServicesChosen', {
      userId,
      serviceIds: [...new Set([pick(SERVICES), pick(SERVICES)].map((service) => service.serviceId))],
      chosenAt: timestamp(step),
    });
    yield event('ZonesChosen', {
      userId,
      zoneIds: [...new Set([pick(ZONES), pick(ZONES), pick(ZONES)].map((zone) => zone.zoneId))],
      chosenAt: timestamp(step),
    });
    yield event('SpokenLanguagesChosen', { userId, languageCodes: pick(LANGUAGE_MIX), chosenAt: timestamp(step) });
    yield event('HoursSet', {
      userId,
      hours:
        next() < 0.25 ? defaultHours().map(() => ({ open: '0:00', close: '23:45', isClosed: false })) : defaultHours(),
      setAt: timestamp(step),
    });
    // Half the pros had requests in the 90 days before READ_AT, most answered within hours: the
    // "responds fastest" order ranks real signals, not a list of equal blanks.
    if (index % 2 === 0) {
      for (let request = 0; request < 4; request += 1) {
        const leadId = randomUUID();
        const sentAtMs = READ_AT.getTime() - (1 + request * 10 + next() * 5) * DAY_MS;
        yield event('LeadSent', { leadId, proId: userId, sentAt: new Date(sentAtMs).toISOString() });
        if (next() < 0.8)
          yield event('LeadAnswered', {
            leadId,
            proId: userId,
            answeredAt: new Date(sentAtMs + next() * 30 * HOUR_MS).toISOString(),
          });
      }
    }
    for (let client = 0; client < CLIENTS; client += 1) {
      const reviewId = randomUUID();
      const rating = Math.min(5, 2 + Math.floor(next() * 4) + (next() < 0.5 ? 1 : 0));
      yield event('ReviewSubmitted', {
        reviewId,
        contractorId: userId,
        authorId: `client-${client}`,
        authorIsAnonymous: false,
        authorName: 'Ana',
        statedEmail: 'ana@example.com',
        rating,
        title: 'Bien',
        body: 'Buen trabajo.',
        submittedAt: timestamp(step),
      });
      yield event('ReviewApproved', { reviewId, contractorId: userId, approvedAt: timestamp(step) });
    }
  }
}

/** Folds the log through the projection and stores each document as the projector would. */
async function project(readStore) {
  const documents = new Map();
  let events = 0;
  for (const event of history()) {
    events += 1;
    const id = directoryProjection.documentId(event);
    const next = directoryProjection.evolve(documents.get(id) ?? null, event);
    if (next) documents.set(id, { ...next, _id: id, _position: event.position });
    else documents.delete(id);
  }
  const collection = readStore.collection(directoryProjection.collection);
  for (const index of directoryProjection.indexes) await collection.createIndex(index);
  for (const document of documents.values())
    await collection.replaceOne({ _id: document._id }, document, { upsert: true });
  return {
    events,
    documents: documents.size,
    public: [...documents.values()].filter((document) => document.isPublic).length,
  };
}

export async function run() {
  const readStore = new MemoryReadStore();
  const { ms: projectMs, result: log } = await timed(() => project(readStore));
  if (log.public !== PROFILES)
    throw new Error(
      `The directory projection made ${format.count(log.public)} of the ${format.count(PROFILES)} seeded profiles public: the seed no longer meets the publication rule`,
    );
  const handler = new ListProsHandler(readStore, { now: () => READ_AT });
  const rows = [];
  for (const [label, query] of COMBINATIONS) {
    const { total, times } = await timeQuery(handler, query, WARM_UP, RUNS);
    if (total === 0) throw new Error(`"${label}" matches no profile: its latency would time an empty answer`);
    rows.push([label, format.count(total), format.ms(percentile(times, 0.5)), format.ms(percentile(times, 0.99))]);
  }
  printTable('Query handler latency (goal: p99 < 10 ms)', ['filters', 'matches', 'p50', 'p99'], rows, [
    `Log: ${format.count(log.events)} events (${format.count(PROFILES)} pros, ${format.count(CLIENTS)} clients, ${format.count(REVIEWS)} approved reviews by those clients), folded by directoryProjection in ${format.seconds(projectMs)};`,
    `${format.count(log.public)} of ${format.count(log.documents)} directory documents public (clients never are). ${RUNS} runs per combination after ${WARM_UP} warm-up runs;`,
    `every query reads at ${READ_AT.toISOString()} (a Wednesday, 10:00 in Costa Rica).`,
  ]);
  await benchEveryCombination(handler);
  await benchServerRender(handler);
}

/** Times one directory query: its total (the same on every run) and each run's ms, sorted. */
async function timeQuery(handler, query, warmUp, runs) {
  const search = directoryQuerySchema.parse(query);
  for (let run = 0; run < warmUp; run += 1) await handler.execute(new ListProsQuery(search));
  const times = [];
  const cpuTimes = [];
  let total = 0;
  for (let run = 0; run < runs; run += 1) {
    const { ms, cpuMs, result } = await timed(() => handler.execute(new ListProsQuery(search)));
    times.push(ms);
    cpuTimes.push(cpuMs);
    total = result.total;
  }
  return { total, times: times.sort((a, b) => a - b), cpuTimes: cpuTimes.sort((a, b) => a - b) };
}

/** The MATRIX's queries, each one's figures, and the worst p99 of them all on a line of its own. */
async function benchEveryCombination(handler) {
  const zoneName = { tamarindo: 'town (+ nearby)', 'santa-cruz': 'canton' };
  const rows = [];
  let worst = { p99: -1 };
  for (const query of MATRIX) {
    const { total, times, cpuTimes } = await timeQuery(handler, query, MATRIX_WARM_UP, MATRIX_RUNS);
    const p99 = percentile(times, 0.99);
    const filters = [
      query.service && 'service',
      query.zone && `zone ${zoneName[query.zone]}`,
      query.language && 'language',
      query.openNow && 'open now',
      query.q && 'q',
      query.minRating && 'min rating',
    ].filter(Boolean);
    const label = `${filters.join(' + ') || 'no filter'}, ${query.sort}`;
    rows.push([
      label,
      format.count(total),
      format.ms(percentile(times, 0.5)),
      format.ms(p99),
      format.ms(percentile(cpuTimes, 0.5)),
    ]);
    if (p99 > worst.p99) worst = { p99, label };
  }
  printTable(
    'Every filter combination in every sort (goal: p99 < 10 ms)',
    ['filters, sort', 'matches', 'p50', 'p99', 'CPU p50'],
    rows,
    [
      `${MATRIX.length} queries, ${MATRIX_RUNS} runs each after ${MATRIX_WARM_UP} warm-up runs; a town's search also reads the pros nearby.`,
      "CPU p50: this process's CPU time per query (the collector's threads too), which a busy machine stretches less than the wall time.",
      `Load average at the end: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' / ')} (1/5/15 min; the machine's 2 cores are shared).`,
    ],
  );
  console.log(`\n  Worst p99 of every combination: ${format.ms(worst.p99)} (${worst.label})`);
}

/**
 * web-public's server render of directory pages (web-public/dist-server, as `npm start` serves
 * them): the page's read through the same handler, answered as JSON, then React's renderToString.
 * Without the HTTP hop the server adds in-process (Fastify inject), which the http section measures.
 */
async function benchServerRender(handler) {
  const bundle = join(repoRoot, 'web-public', 'dist-server', 'entry-server.cjs');
  if (!existsSync(bundle))
    throw new Error(
      'web-public/dist-server/entry-server.cjs is missing: build the web apps first (node scripts/build.mjs --web)',
    );
  const { renderPage } = createRequire(import.meta.url)(bundle);
  const fetchJson = async (key) => {
    const url = new URL(key, 'http://bench');
    const search = directoryQuerySchema.parse(Object.fromEntries(url.searchParams));
    return JSON.parse(JSON.stringify(await handler.execute(new ListProsQuery(search))));
  };
  // Most visitors of the directory come without a session (a search engine sent them).
  const visitor = { signedOut: true };
  const rows = [];
  for (const [path, label] of PAGES) {
    const url = new URL(path, 'http://bench');
    for (let run = 0; run < WARM_UP; run += 1) await renderPage(url, fetchJson, visitor);
    const times = [];
    let bytes = 0;
    for (let run = 0; run < RENDER_RUNS; run += 1) {
      const { ms, result } = await timed(() => renderPage(url, fetchJson, visitor));
      times.push(ms);
      bytes = result.html.length;
    }
    times.sort((a, b) => a - b);
    rows.push([label, format.bytes(bytes), format.ms(percentile(times, 0.5)), format.ms(percentile(times, 0.99))]);
  }
  printTable('Server render of a directory page (query + renderToString)', ['page', 'HTML', 'p50', 'p99'], rows, [
    `${RENDER_RUNS} renders per page after ${WARM_UP} warm-up renders, 12 pros a page, over the same 10,000 profiles.`,
  ]);
}
