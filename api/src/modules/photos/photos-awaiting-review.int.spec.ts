import { photoUrl, type PhotoKind, type PhotoVariant, type PhotoView } from '@gp/shared';
import { contractor, type TestPro } from '../../testing/public-pro';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BUILT_INDEX_HTML } from '../../web/testing/index-html';
import { MAKE_PHOTO_VARIANTS, variantsJobId } from './jobs/photo-jobs';
import { jpegOf } from './testing/image-fixtures';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

/** DESIGN §9: a photo awaiting review is seen by its owner and admins only, in answers, pages and files. */
describe('photos awaiting review are not public', () => {
  let t: TestApp;
  let admin: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp({}, { webIndexHtml: BUILT_INDEX_HTML, serverRender: true });
    admin = await t.signInAsAdmin();
    stranger = (await t.member('stranger@example.com')).cookie;
  }, 120_000);
  afterAll(() => t.close());

  /** Waits until the read models hold a write, so that the next read (a copy or a page) is not stale. */
  const settled = (position: number) => t.runtime.progress.waitFor(position, 5_000);
  const upload = async (pro: TestPro, kind: PhotoKind = 'work') => {
    const { body } = await t
      .http()
      .post(`/api/v1/account/photos?kind=${kind}`)
      .set('Cookie', pro.cookie)
      .set('Content-Type', 'image/jpeg')
      .send(await jpegOf(400, 300))
      .expect(201);
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
    await settled(body.position);
    return body.photoId as string;
  };
  const moderate = async (pro: TestPro, photoId: string, decision: 'approve' | 'reject') => {
    const { body } = await t
      .http()
      .post(`/api/v1/admin/photos/${pro.userId}/${photoId}/${decision}`)
      .set('Cookie', admin)
      .send(decision === 'reject' ? { code: 'not-work' } : {})
      .expect(200);
    await settled(body.position);
  };
  const profileAs = async (pro: TestPro, cookie: string | null) => {
    const call = t.http().get(`/api/v1/profiles/${pro.userId}`);
    if (cookie) void call.set('Cookie', cookie);
    return (await call.expect(200)).body as {
      photos: PhotoView[];
      profilePhoto: PhotoView | null;
      coverPhoto: PhotoView | null;
    };
  };
  const photoIds = (profile: { photos: PhotoView[] }) => profile.photos.map((photo) => photo.id);
  /** The profile page a signed-out visitor gets, rendered on the server. */
  const page = async (pro: TestPro, lang = 'en') =>
    (await t.http().get(`/${lang}/profile/${pro.userId}`).expect(200)).text;
  const file = (pro: TestPro, photoId: string, variant: PhotoVariant, cookie?: string) => {
    const call = t.http().get(photoUrl(pro.userId, photoId, variant));
    if (cookie) void call.set('Cookie', cookie);
    return call;
  };
  /** What visitors see as the pro's photo elsewhere: the review form's card and the directory's card. */
  const cards = async (pro: TestPro) => {
    const card = await t.http().get(`/api/v1/contractors/${pro.userId}/card`).expect(200);
    const directory = await t.http().get('/api/v1/pros?pageSize=50').expect(200);
    const listed = directory.body.items.find((item: { id: string }) => item.id === pro.userId);
    return { card: card.body.profilePhotoUrl as string | null, directory: listed.profilePhotoUrl as string | null };
  };

  describe('a work photo', () => {
    let pro: TestPro;
    let photoId: string;
    beforeAll(async () => {
      pro = await contractor(t, 'work-photos@example.com', 'Work Photos Pro');
      photoId = await upload(pro);
    }, 60_000);

    it("is absent from a visitor's answer and server-rendered page, and marked for its owner and admins", async () => {
      expect(JSON.stringify(await profileAs(pro, null))).not.toContain(photoId);
      expect(JSON.stringify(await profileAs(pro, stranger))).not.toContain(photoId);
      expect(await page(pro)).not.toContain(photoId);
      expect(await page(pro, 'es')).not.toContain(photoId);
      for (const cookie of [pro.cookie, admin])
        expect((await profileAs(pro, cookie)).photos).toContainEqual(
          expect.objectContaining({ id: photoId, status: 'pending' }),
        );
    });

    it("never reaches a visitor through the copy of the owner's answer", async () => {
      await profileAs(pro, pro.cookie);
      const first = await t.http().get(`/api/v1/profiles/${pro.userId}`).expect(200);
      await profileAs(pro, pro.cookie);
      const copy = await t.http().get(`/api/v1/profiles/${pro.userId}`).expect(200);
      expect(copy.headers['x-cache']).toBe('hit');
      expect(first.text).not.toContain(photoId);
      expect(copy.text).not.toContain(photoId);
    });

    it('has files that are 404 but to its owner and admins, who get them uncached', async () => {
      for (const variant of ['original', 'large', 'thumbnail', 'square-160.avif', 'full-640.webp'] as const) {
        expect((await file(pro, photoId, variant).expect(404)).body.code).toBe('PHOTO.NOT_FOUND');
        await file(pro, photoId, variant, stranger).expect(404);
        for (const cookie of [pro.cookie, admin])
          expect((await file(pro, photoId, variant, cookie).expect(200)).headers['cache-control']).toBe(PRIVATE_CACHE);
      }
    });

    it('is public once approved, its files cached for good', async () => {
      await moderate(pro, photoId, 'approve');
      expect((await profileAs(pro, null)).photos).toContainEqual(
        expect.objectContaining({ id: photoId, status: 'approved' }),
      );
      expect(await page(pro)).toContain(photoId);
      for (const cookie of [undefined, stranger, pro.cookie])
        expect((await file(pro, photoId, 'large', cookie).expect(200)).headers['cache-control']).toBe(PUBLIC_CACHE);
    });
  });

  it('a chosen profile photo or cover awaiting review leaves visitors the approved one shown before, or none', async () => {
    const pro = await contractor(t, 'chosen-photos@example.com', 'Chosen Photos Pro');
    const visitorSees = async () => {
      const { profilePhoto, coverPhoto, photos } = await profileAs(pro, null);
      return { profile: profilePhoto?.id ?? null, cover: coverPhoto?.id ?? null, work: photoIds({ photos }) };
    };
    const ownerSees = async () => {
      const { profilePhoto, coverPhoto } = await profileAs(pro, pro.cookie);
      return { profile: profilePhoto?.id ?? null, cover: coverPhoto?.id ?? null };
    };

    // None approved yet: the initials, no cover, for visitors; the owner sees their choice.
    const firstPhoto = await upload(pro, 'profile');
    const firstCover = await upload(pro, 'cover');
    expect(await visitorSees()).toEqual({ profile: null, cover: null, work: [] });
    expect(await ownerSees()).toEqual({ profile: firstPhoto, cover: firstCover });
    expect(await cards(pro)).toEqual({ card: null, directory: null });
    const html = await page(pro);
    expect(html).not.toContain(firstPhoto);
    expect(html).not.toContain(firstCover);

    await moderate(pro, firstPhoto, 'approve');
    await moderate(pro, firstCover, 'approve');
    expect(await visitorSees()).toEqual({ profile: firstPhoto, cover: firstCover, work: [] });
    const shown = photoUrl(pro.userId, firstPhoto, 'thumbnail');
    expect(await cards(pro)).toEqual({ card: shown, directory: shown });

    // A new choice awaiting review: visitors keep the approved ones, everywhere.
    const newPhoto = await upload(pro, 'profile');
    const newCover = await upload(pro, 'cover');
    expect(await ownerSees()).toEqual({ profile: newPhoto, cover: newCover });
    expect(await visitorSees()).toEqual({ profile: firstPhoto, cover: firstCover, work: [] });
    expect(await cards(pro)).toEqual({ card: shown, directory: shown });
    const pending = await page(pro);
    expect(pending).toContain(firstPhoto);
    expect(pending).not.toContain(newPhoto);
    expect(pending).not.toContain(newCover);

    // Rejected, the new photo goes; approved, the new cover shows, and the replaced cover leaves the
    // profile (issue 39): never a work photo, its files 404 to everyone, its owner included.
    await moderate(pro, newPhoto, 'reject');
    await moderate(pro, newCover, 'approve');
    expect(await visitorSees()).toEqual({ profile: firstPhoto, cover: newCover, work: [] });
    expect(await ownerSees()).toEqual({ profile: firstPhoto, cover: newCover });
    expect(await cards(pro)).toEqual({ card: shown, directory: shown });
    const owners = await profileAs(pro, pro.cookie);
    expect(JSON.stringify(owners)).not.toContain(firstCover);
    expect(owners.photos).toEqual([
      expect.objectContaining({ id: newPhoto, status: 'rejected', rejection: { code: 'not-work', note: null } }),
    ]);
    expect(await page(pro)).not.toContain(firstCover);
    for (const cookie of [undefined, stranger, pro.cookie, admin])
      await file(pro, firstCover, 'large', cookie).expect(404);
  }, 60_000);

  it('a replaced profile photo or cover that was never public leaves at once, and is never public', async () => {
    const pro = await contractor(t, 'replaced-photos@example.com', 'Replaced Photos Pro');
    const first = await upload(pro, 'cover');
    const second = await upload(pro, 'cover');
    // The first one never comes back as a work photo, not even once approved by an admin acting on the old queue.
    await t
      .http()
      .post(`/api/v1/admin/photos/${pro.userId}/${first}/approve`)
      .set('Cookie', admin)
      .send({})
      .expect(404);
    const owners = await profileAs(pro, pro.cookie);
    expect(owners.coverPhoto?.id).toBe(second);
    expect(photoIds(owners)).toEqual([]);
    expect(JSON.stringify(await profileAs(pro, null))).not.toContain(first);
    await file(pro, first, 'large', pro.cookie).expect(404);
  }, 60_000);

  describe("the owner's marks, and what a visitor gets (issue 39)", () => {
    let pro: TestPro;
    let pending: string;
    let rejected: string;
    let approved: string;
    beforeAll(async () => {
      pro = await contractor(t, 'marked-photos@example.com', 'Marked Photos Pro');
      [pending, rejected, approved] = [await upload(pro), await upload(pro), await upload(pro)];
      await moderate(pro, rejected, 'reject');
      await moderate(pro, approved, 'approve');
    }, 60_000);

    it('the owner reads each photo with its status, and a rejected one with its reason', async () => {
      const owners = await profileAs(pro, pro.cookie);
      expect(owners.photos.map(({ id, status, rejection }) => ({ id, status, rejection }))).toEqual([
        { id: pending, status: 'pending', rejection: null },
        { id: rejected, status: 'rejected', rejection: { code: 'not-work', note: null } },
        { id: approved, status: 'approved', rejection: null },
      ]);
    });

    it('a visitor, signed out or signed in, gets approved photos only, never a status other than approved or a reason', async () => {
      for (const cookie of [null, stranger]) {
        const answer = await profileAs(pro, cookie);
        expect(photoIds(answer)).toEqual([approved]);
        const text = JSON.stringify(answer);
        for (const hidden of [pending, rejected, 'rejected', 'pending', 'not-work']) expect(text).not.toContain(hidden);
      }
    });

    it('"as=visitor" gives its owner exactly what a signed-out visitor gets', async () => {
      const signedOut = await t.http().get(`/api/v1/profiles/${pro.userId}`).expect(200);
      const asVisitor = await t
        .http()
        .get(`/api/v1/profiles/${pro.userId}?as=visitor`)
        .set('Cookie', pro.cookie)
        .expect(200);
      expect(asVisitor.body).toEqual(signedOut.body);
      expect(asVisitor.body.viewer).toEqual({ isOwner: false, isAdmin: false });
      expect(asVisitor.body).not.toHaveProperty('phoneNumber');
    });
  });

  it('are listed first on the admin console, newest first, pages included', async () => {
    const pro = await contractor(t, 'queue-photos@example.com', 'Queue Photos Pro', 0);
    const approved = await upload(pro);
    const rejected = await upload(pro);
    const older = await upload(pro);
    await moderate(pro, approved, 'approve');
    await moderate(pro, rejected, 'reject');
    const newer = await upload(pro);
    type Queued = { photoId: string; status: string; uploadedAt: string };
    const queue = async (page: number, pageSize: number) =>
      (await t.http().get(`/api/v1/admin/photos?page=${page}&pageSize=${pageSize}`).set('Cookie', admin).expect(200))
        .body as { items: Queued[]; total: number };
    const { items, total } = await queue(1, 100);
    const rank = (item: Queued) => ['pending', 'rejected', 'approved'].indexOf(item.status);
    expect(items).toHaveLength(total);
    expect(items.map(rank)).toEqual(items.map(rank).sort());
    const mine = items.filter((item) => [approved, rejected, older, newer].includes(item.photoId));
    expect(mine.map((item) => item.photoId)).toEqual([newer, older, rejected, approved]);
    // A page may span statuses: pages of two, end to end, are the same list.
    const pages = await Promise.all(Array.from({ length: Math.ceil(total / 2) }, (_, index) => queue(index + 1, 2)));
    expect(pages.flatMap((page) => page.items)).toEqual(items);
  }, 60_000);
});
