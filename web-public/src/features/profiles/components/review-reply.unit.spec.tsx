import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListProfileReviewsResponse, ProfileReview } from '@gp/shared';
import { publicRoutes } from '../../../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { profileKey } from '../../../lib/api/get-profile';
import { profileReviewsKey } from '../api/get-profile-reviews';
import { profileView } from '../../../testing/profile-view';

const PRO = 'pro-1';

function review(overrides: Partial<ProfileReview> = {}): ProfileReview {
  return {
    id: 'r-1',
    authorName: 'Ana',
    rating: 5,
    title: 'Great',
    body: 'Fixed the pump.',
    createdAt: '2026-11-20T15:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

const list = (items: ProfileReview[]): ListProfileReviewsResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

function renderProfile(isOwner: boolean, items: ProfileReview[], lang: 'en' | 'es' = 'en') {
  return renderApp(publicRoutes, `/${lang}/profile/${PRO}`, {
    session: { user: isOwner ? sessionUser({ id: PRO, isContractor: true }) : null },
    answers: {
      [profileKey(PRO)]: profileView({
        isPublic: true,
        viewer: { isOwner, isAdmin: false },
        rating: { average: 5, count: 3, starPercents: [0, 0, 0, 0, 100] },
        contact: { whatsapp: false, call: false, message: false },
      }),
      [profileReviewsKey(PRO, 1)]: list(items),
    },
  });
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The browser's fetch, answering the reply PUT and the re-read of the reviews page. */
function stubApi(onPut: (sent: Sent) => Response, reviewsAfter: () => ListProfileReviewsResponse) {
  const sent: Sent[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const entry = {
      method: init?.method ?? 'GET',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(entry);
    if (entry.method === 'PUT') return onPut(entry);
    if (url.startsWith(profileReviewsKey(PRO, 1))) return answer(200, reviewsAfter());
    return answer(404, { code: 'ROUTE.NOT_FOUND', message: '404 - Not Found' });
  });
  return { sent, spy };
}

describe("the pro's reply under a review", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows a visitor the reply as text under the review, dated by Costa Rica's calendar, and no form", async () => {
    renderProfile(false, [
      review({ reply: { text: '</script><b>Gracias</b> $& \u2068', repliedAt: '2026-11-25T03:00:00.000Z' } }),
    ]);
    const item = (await screen.findByText('Fixed the pump.')).closest('li')!;
    expect(within(item).getByText('Reply from Playa Fix')).toBeTruthy();
    // 03:00 UTC on the 25th is the evening of the 24th in Costa Rica.
    expect(within(item).getByText('Nov 24, 2026')).toBeTruthy();
    expect(within(item).getByText('</script><b>Gracias</b> $& \u2068', { normalizer: (text) => text })).toBeTruthy();
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).queryByRole('button', { name: /Reply/ })).toBeNull();
  });

  it('lets the owner write a reply with the keyboard, saves it and shows it once re-read', async () => {
    const saved = review({ reply: { text: '¡Gracias, Ana!', repliedAt: '2026-11-25T15:00:00.000Z' } });
    const { sent } = stubApi(
      () => answer(200, { position: 42 }),
      () => list([saved]),
    );
    renderProfile(true, [review()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Your public reply' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('0 / 1000 characters')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  ¡Gracias, Ana!  ' } });
    expect(screen.getByText('18 / 1000 characters')).toBeTruthy();
    fireEvent.submit(field.closest('form')!);

    expect(await screen.findByText('Reply saved')).toBeTruthy();
    expect(screen.getByText('¡Gracias, Ana!')).toBeTruthy();
    expect(screen.getByText('Reply from Playa Fix')).toBeTruthy();
    const put = sent.find((entry) => entry.method === 'PUT')!;
    expect(put).toMatchObject({
      url: '/api/v1/account/reviews/r-1/reply',
      body: { text: '¡Gracias, Ana!' },
      headers: expect.objectContaining({ 'Accept-Language': 'en' }),
    });
    const reread = sent.find((entry) => entry.method === 'GET')!;
    expect(reread.headers).toMatchObject({ 'X-Min-Position': '42' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit reply' })));
  });

  it('opens the edit form with the current text, and refuses an empty one before sending', async () => {
    const { sent } = stubApi(
      () => answer(200, { position: 1 }),
      () => list([]),
    );
    renderProfile(true, [review({ reply: { text: 'Gracias', repliedAt: '2026-11-21T15:00:00.000Z' } })], 'es');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar respuesta' }));
    const field = screen.getByRole('textbox', { name: 'Tu respuesta pública' }) as HTMLTextAreaElement;
    expect(field.value).toBe('Gracias');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Escribe tu respuesta.')).toBeTruthy();
    // Nothing was sent: the empty reply never left the page (and its pro's own visit is no view).
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Editar respuesta' })).toBeTruthy();
  });

  it("shows the server's refusal in the page language and keeps the form open", async () => {
    stubApi(
      () =>
        answer(403, {
          code: 'REVIEW.NOT_YOUR_PROFILE',
          message: 'Only the professional this review is about can reply to it.',
        }),
      () => list([]),
    );
    renderProfile(true, [review()], 'es');
    fireEvent.click(await screen.findByRole('button', { name: 'Responder' }));
    const field = screen.getByRole('textbox', { name: 'Tu respuesta pública' });
    fireEvent.change(field, { target: { value: 'Gracias' } });
    fireEvent.submit(field.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Solo el profesional de esta reseña puede responderla.',
    );
    expect(screen.getByRole('textbox', { name: 'Tu respuesta pública' })).toBeTruthy();
  });

  it('marks a reply an admin hid for its owner', async () => {
    renderProfile(true, [review({ reply: { text: 'Algo feo', repliedAt: '2026-11-21T15:00:00.000Z', hidden: true } })]);
    expect(await screen.findByText('Hidden · awaiting review')).toBeTruthy();
    expect(screen.getByText(/An administrator hid this reply/)).toBeTruthy();
  });
});
