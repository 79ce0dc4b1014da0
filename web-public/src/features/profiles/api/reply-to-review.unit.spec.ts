/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '@gp/web-common/testing/local-http-server';
import { getProfileReviews, profileReviewsKey } from './get-profile-reviews';
import { replyToReview, replyToReviewKey } from './reply-to-review';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe("the pro's reply: fetchers", () => {
  it('puts the reply in the page language and parses the position', async () => {
    api.respondWith(json(200, { position: 12 }));
    await expect(replyToReview(`${api.origin}${replyToReviewKey('r 1')}`, { text: 'Gracias' }, 'es')).resolves.toEqual({
      position: 12,
    });
    const sent = api.received.at(-1)!;
    expect([sent.method, sent.url, JSON.parse(sent.body), sent.headers['accept-language']]).toEqual([
      'PUT',
      '/api/v1/account/reviews/r%201/reply',
      { text: 'Gracias' },
      'es',
    ]);
  });

  it('passes a refusal on with its code', async () => {
    api.respondWith(
      json(403, {
        code: 'REVIEW.NOT_YOUR_PROFILE',
        message: 'Only the professional this review is about can reply to it.',
      }),
    );
    await expect(replyToReview(`${api.origin}${replyToReviewKey('r1')}`, { text: 'Hola' }, 'en')).rejects.toMatchObject(
      {
        status: 403,
        code: 'REVIEW.NOT_YOUR_PROFILE',
      },
    );
  });

  it('re-reads the reviews up to a write, and refuses an answer whose reply has the wrong shape', async () => {
    const item = {
      id: 'r1',
      authorName: 'Ana',
      rating: 5,
      title: 'Bien',
      body: 'Muy bien.',
      createdAt: '2026-11-20T15:00:00.000Z',
      reply: { text: 'Gracias', repliedAt: '2026-11-21T15:00:00.000Z' },
    };
    api.respondWith(json(200, { items: [item], total: 1, page: 1, pageSize: 25 }));
    const url = `${api.origin}${profileReviewsKey('p1', 1)}`;
    await expect(getProfileReviews(url, 42)).resolves.toMatchObject({ items: [item] });
    expect(api.received.at(-1)!.headers['x-min-position']).toBe('42');
    api.respondWith(json(200, { items: [{ ...item, reply: { text: 5 } }], total: 1, page: 1, pageSize: 25 }));
    await expect(getProfileReviews(url)).rejects.toMatchObject({ code: 'SERVER.INTERNAL' });
  });
});
