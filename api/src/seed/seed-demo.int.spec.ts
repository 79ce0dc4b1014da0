import { createTestApp, type TestApp } from '../testing/test-app';
import {
  distanceKm,
  NEARBY_KM,
  openRanges,
  photoUrl,
  weeklyHoursSchema,
  zoneById,
  type DirectoryItem,
  type PublicReview,
} from '@gp/shared';
import { setClock } from '../infrastructure/clock/set-clock';
import { DEMO_CONTRACTORS, DEMO_REVIEWS } from './demo-data';
import { DEMO_ADMIN, DEMO_PASSWORD, seedDemo } from './seed-demo';
import { MAKE_PHOTO_VARIANTS, variantsJobId } from '../modules/photos/public';

/** The towns people search most (issue 40) and the services they search: the home's popular five, plumbing and electrical. */
const SEARCHED_TOWNS = ['tamarindo', 'nosara', 'samara', 'liberia-centro', 'playas-del-coco', 'nicoya-centro'];
const SEARCHED_SERVICES = [
  'plumbing',
  'house-cleaning',
  'handyman',
  'electrical',
  'pool-maintenance',
  'air-conditioning',
  'painting',
];

const SEEDED_AT = '2026-11-22T10:00:00.000Z';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: setClock(SEEDED_AT) });
    await seedDemo(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('makes every sample contractor public, with at least three live reviews and a complete profile', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    for (const contractor of DEMO_CONTRACTORS) {
      const cookie = await t.signIn(contractor.email, DEMO_PASSWORD);
      const session = await t.http().get('/api/v1/session').set('Cookie', cookie).expect(200);
      expect(session.body.user).toMatchObject({ isContractor: true, profileComplete: true, hasSignedCurrentTos: true });
      const profile = await t
        .http()
        .get(`/api/v1/profiles/${session.body.user.id}`)
        .set('X-Min-Position', String(head))
        .expect(200);
      expect(profile.body).toMatchObject({
        isPublic: true,
        displayName: contractor.displayName,
        serviceIds: contractor.profile.serviceIds,
      });
      expect(profile.body.rating.count).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills the directory: at least twelve pros, each with a profile photo, a cover and 2–4 work photos', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    const directory = await t.http().get('/api/v1/pros?pageSize=100').set('X-Min-Position', String(head)).expect(200);
    expect(directory.body.total).toBeGreaterThanOrEqual(12);
    expect(new Set(directory.body.items.flatMap((item: DirectoryItem) => item.serviceIds)).size).toBeGreaterThanOrEqual(
      20,
    );
    expect(
      new Set(directory.body.items.flatMap((item: DirectoryItem) => item.languageCodes)).size,
    ).toBeGreaterThanOrEqual(4);
    for (const item of directory.body.items as DirectoryItem[]) {
      const profile = await t.http().get(`/api/v1/profiles/${item.id}`).expect(200);
      expect(profile.body.coverPhoto).not.toBeNull();
      expect(profile.body.photos.length).toBeGreaterThanOrEqual(2);
      expect(profile.body.photos.length).toBeLessThanOrEqual(4);
      // Made by now, or stood in for by the original while the variants job works through the demo photos.
      const thumbnail = await t.http().get(item.profilePhotoUrl!).expect(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    }
    // The first pro's profile photo was the first uploaded: its variants job is the first done.
    const first = (directory.body.items as DirectoryItem[]).find(
      (item) => item.displayName === DEMO_CONTRACTORS[0]!.displayName,
    )!;
    const photoId = first.profilePhotoUrl!.split('/').at(-2)!;
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(photoId));
    const avif = await t
      .http()
      .get(photoUrl(first.id, photoId, 'square-160.avif'))
      .expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('gives most pros a verified placeholder number, so visitors can WhatsApp or call them; the rest take messages', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    const directory = await t.http().get('/api/v1/pros?pageSize=100').set('X-Min-Position', String(head)).expect(200);
    const items = directory.body.items as DirectoryItem[];
    const reachable = items.filter((item) => item.contact.whatsapp && item.contact.call);
    expect(reachable.length).toBeGreaterThanOrEqual(10);
    const messagesOnly = DEMO_CONTRACTORS.filter((pro) => !pro.phoneNumber).length;
    expect(messagesOnly).toBeGreaterThanOrEqual(2);
    expect(items.filter((item) => !item.phoneVerified).map((item) => item.contact)).toEqual(
      Array.from({ length: messagesOnly }, () => ({ whatsapp: false, call: false, message: true })),
    );
    for (const item of reachable) {
      expect(item.phoneVerified).toBe(true);
      const { body } = await t.http().get(`/api/v1/pros/${item.id}/contact`).expect(200);
      // The +506 9000 range, like the demo support number: nobody holds it, so a tap reaches nobody.
      expect(body.whatsapp).toMatch(/^https:\/\/wa\.me\/5069000\d{4}\?text=/);
      expect(body.call).toMatch(/^tel:\+5069000\d{4}$/);
    }
    expect(new Set(DEMO_CONTRACTORS.flatMap((pro) => pro.phoneNumber ?? [])).size).toBe(reachable.length);
  });

  it('has a public pro on WhatsApp for every searched service in every searched town', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    const missing: string[] = [];
    for (const zone of SEARCHED_TOWNS)
      for (const service of SEARCHED_SERVICES) {
        const { body } = await t
          .http()
          .get(`/api/v1/pros?service=${service}&zone=${zone}`)
          .set('X-Min-Position', String(head))
          .expect(200);
        const items = body.items as DirectoryItem[];
        // Serves the town itself (not only its canton), and can be reached on WhatsApp.
        if (!items.some((item) => item.zoneIds.includes(zone) && item.contact.whatsapp))
          missing.push(`${service} in ${zone}`);
      }
    expect(missing).toEqual([]);
  });

  it('gives each pro a cluster of neighbouring places, none more than 40 km from another', () => {
    const spread = DEMO_CONTRACTORS.flatMap((pro) => {
      // A canton stands at its head town, as a search for it does.
      const places = pro.profile.zoneIds.map((zoneId) => zoneById(zoneId)!.at);
      const widest = Math.max(...places.flatMap((a) => places.map((b) => distanceKm(a, b))));
      return widest > NEARBY_KM ? [`${pro.displayName}: ${Math.round(widest)} km`] : [];
    });
    expect(spread).toEqual([]);
  });

  it('describes most pros in both languages, and a few in one only: one in English, one in Spanish', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    const directory = await t.http().get('/api/v1/pros?pageSize=100').set('X-Min-Position', String(head)).expect(200);
    const languages: string[] = [];
    for (const item of directory.body.items as DirectoryItem[]) {
      const { body } = await t.http().get(`/api/v1/profiles/${item.id}`).expect(200);
      languages.push(Object.keys(body.description).sort().join('+'));
    }
    expect(languages).toHaveLength(DEMO_CONTRACTORS.length);
    const bilingual = languages.filter((written) => written === 'en+es').length;
    expect(bilingual).toBeGreaterThanOrEqual(DEMO_CONTRACTORS.length - 3);
    // What a Spanish visitor sees marked "Escrito en inglés", and an English one "Written in Spanish".
    expect(languages).toContain('en');
    expect(languages).toContain('es');
  });

  it('gives every pro opening hours, with at least one open day', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    const directory = await t.http().get('/api/v1/pros?pageSize=100').set('X-Min-Position', String(head)).expect(200);
    expect(directory.body.total).toBe(DEMO_CONTRACTORS.length);
    for (const item of directory.body.items as DirectoryItem[]) {
      const { body } = await t.http().get(`/api/v1/profiles/${item.id}`).expect(200);
      expect(body.hours).toHaveLength(7);
      expect(body.hours.some((day: { isClosed: boolean }) => !day.isClosed)).toBe(true);
    }
  });

  it('gives a few pros a lunch break, every week of hours as the API would take it', () => {
    for (const pro of DEMO_CONTRACTORS) expect(weeklyHoursSchema.safeParse(pro.profile.hours).error).toBeUndefined();
    const lunching = DEMO_CONTRACTORS.filter((pro) => pro.profile.hours.some((day) => openRanges(day).length === 2));
    expect(lunching.length).toBeGreaterThanOrEqual(2);
    expect(lunching.length).toBeLessThan(DEMO_CONTRACTORS.length / 2);
  });

  it('dates the reviews over past months before the seed time (the Clock), not all on the day of the seed', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    const directory = await t.http().get('/api/v1/pros?pageSize=100').set('X-Min-Position', String(head)).expect(200);
    const dates: string[] = [];
    for (const item of directory.body.items as DirectoryItem[]) {
      const { body } = await t.http().get(`/api/v1/profiles/${item.id}/reviews?pageSize=100`).expect(200);
      dates.push(...(body.items as PublicReview[]).map((review) => review.createdAt));
    }
    expect(dates).toHaveLength(DEMO_REVIEWS.length);
    const seededAt = Date.parse(SEEDED_AT);
    const day = 24 * 60 * 60 * 1000;
    for (const date of dates) {
      expect(Date.parse(date)).toBeLessThan(seededAt - 3 * day);
      expect(Date.parse(date)).toBeGreaterThan(seededAt - 330 * day);
    }
    // Spread out: reviews in at least six different months, and some from the last month.
    expect(new Set(dates.map((date) => date.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    expect(dates.some((date) => Date.parse(date) > seededAt - 31 * day)).toBe(true);
  });

  it('writes reviews in both languages', () => {
    const english = DEMO_REVIEWS.filter((review) => /\b(the|and|our)\b/i.test(review.body));
    expect(english.length).toBeGreaterThan(5);
    expect(DEMO_REVIEWS.length - english.length).toBeGreaterThan(5);
  });

  it('signs the demo admin in', async () => {
    const session = await t
      .http()
      .get('/api/v1/session')
      .set('Cookie', await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password))
      .expect(200);
    expect(session.body.user.isAdmin).toBe(true);
  });
});
