import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthoredReview, ListMyReviewsResponse } from '@gp/shared';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { publicRoutes } from '../../app/router';
import { myReviewsKey } from './api/get-my-reviews';
import { authoredPage, authoredReview as reviewBy } from './testing/authored-review';

const authoredReview = (overrides: Partial<AuthoredReview> = {}) =>
  reviewBy({ status: 'approved', isLive: true, ...overrides });
const page = (items: AuthoredReview[]) => authoredPage(items);
const listKey = myReviewsKey({ page: 1 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
/** The API: the edit or withdrawal answers `commandAnswer`; the author's list is then re-read as `listAfter`. */
function serve(commandAnswer: Response, listAfter: ListMyReviewsResponse) {
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'PUT' || init?.method === 'DELETE') return commandAnswer;
    if (String(input) === listKey) return json(listAfter);
    return json({ code: 'SERVER.INTERNAL', message: 'unexpected' }, 500);
  });
  return fetchSpy;
}
const writes = () =>
  (fetchSpy?.mock.calls ?? [])
    .filter(([, init]) => init?.method !== undefined && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      url: String(url),
      body: init?.body && JSON.parse(String(init.body)),
    }));
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});

function openMyReviews(lang: 'en' | 'es', items: AuthoredReview[]) {
  renderApp(publicRoutes, `/${lang}/account?tab=reviews`, {
    session: { user: sessionUser() },
    answers: { [listKey]: page(items) },
  });
}

describe('my reviews: removed, edit and withdraw', () => {
  it('shows a review an admin removed, with the reason in the page language, and offers only Withdraw', async () => {
    openMyReviews('es', [authoredReview({ isLive: false, removal: { reasonCode: 'offensive', note: null } })]);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('Retirada por un administrador')).toBeTruthy();
    expect(within(card!).getByText('Motivo: Es ofensiva o abusiva')).toBeTruthy();
    expect(within(card!).queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(within(card!).getByRole('button', { name: 'Retirar tu reseña «Fixed our leak»' })).toBeTruthy();
  });

  it("shows the admin's own words for another reason, as text", async () => {
    const note = 'Duplicado </script> $&';
    openMyReviews('en', [authoredReview({ isLive: false, removal: { reasonCode: 'other', note } })]);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('Removed by an admin')).toBeTruthy();
    expect(within(card!).getByText(`Reason: ${note}`)).toBeTruthy();
  });

  it('edits the review in a prefilled form, checked with the shared schema, then shows it back in moderation', async () => {
    const after = authoredReview({ rating: 2, title: 'Leak came back', status: 'pending', isLive: false });
    serve(json({ position: 12 }), page([after]));
    openMyReviews('en', [authoredReview()]);
    const [card] = await screen.findAllByRole('article');
    fireEvent.click(within(card!).getByRole('button', { name: 'Edit your review “Fixed our leak”' }));

    const form = within(within(card!).getByRole('form', { name: 'Edit your review' }));
    const title = form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.value).toBe('Fixed our leak');
    expect((form.getByRole('textbox', { name: /Your review/ }) as HTMLTextAreaElement).value).toBe(
      'Came the same day.',
    );
    expect((form.getByRole('radio', { name: /^4 stars/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Please enter a title.')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(writes()).toEqual([]);

    fireEvent.change(title, { target: { value: 'Leak came back' } });
    fireEvent.click(form.getByRole('radio', { name: /^2 stars/ }));
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      await within(card!).findByText(
        'Your changes are saved. Our team will approve your review again before it appears on the profile.',
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/account/reviews/review-1',
        body: { rating: 2, title: 'Leak came back', body: 'Came the same day.' },
      },
    ]);
    // The list is re-read at the edit's position: the new text, pending approval.
    const reread = fetchSpy!.mock.calls.find(([url]) => String(url) === listKey);
    expect(new Headers(reread?.[1]?.headers).get('X-Min-Position')).toBe('12');
    expect(await within(card!).findByText('Pending approval')).toBeTruthy();
    expect(within(card!).getByRole('heading', { name: 'Leak came back' })).toBeTruthy();
  });

  it('shows a refusal of the edit in the page language', async () => {
    serve(
      json({ code: 'REVIEW.REMOVED', message: 'An admin removed this review, so it can no longer be edited.' }, 409),
      page([authoredReview()]),
    );
    openMyReviews('es', [authoredReview()]);
    const [card] = await screen.findAllByRole('article');
    fireEvent.click(within(card!).getByRole('button', { name: 'Editar tu reseña «Fixed our leak»' }));
    fireEvent.click(within(card!).getByRole('button', { name: 'Guardar cambios' }));
    expect((await within(card!).findByRole('alert')).textContent).toBe(
      'Un administrador retiró esta reseña, así que ya no se puede editar.',
    );
  });

  it('withdraws only after confirmation, then the review is gone from the list', async () => {
    serve(json({ position: 13 }), page([]));
    openMyReviews('en', [authoredReview()]);
    const [card] = await screen.findAllByRole('article');
    const withdraw = within(card!).getByRole('button', { name: 'Withdraw your review “Fixed our leak”' });

    fireEvent.click(withdraw);
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this review?' });
    expect(
      within(dialog).getByText(
        '“Fixed our leak” will be deleted from the profile and from your reviews. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(withdraw);
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw review' }));
    expect(await screen.findByText("You haven't written any reviews yet")).toBeTruthy();
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/v1/account/reviews/review-1', body: undefined }]);
  });
});
