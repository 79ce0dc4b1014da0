import { sessionUser } from '@gp/web-common/testing/session-user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminReview, pageOf } from '../../../testing/admin-fixtures';
import { renderConsole } from '../../../testing/render-console';
import { API, apiPath } from '@gp/shared';
import { adminReviewsKey, REVIEWS_PAGE_SIZE } from '../api/get-admin-reviews';

const admin = sessionUser({ isAdmin: true });
const auditor = sessionUser({ isAuditor: true });
const opening = 'El trabajo quedó impecable y a tiempo. '.repeat(4);
const longBody = `${opening.slice(0, 150)}<b>never bold</b> and the rest of the story.`;
const reviews = pageOf(
  [
    adminReview({ id: 'review-long', title: 'Great plumber', body: longBody }),
    adminReview({
      id: 'review-short',
      title: 'Fine',
      body: 'Short and sweet.',
      status: 'approved',
      isLive: true,
      revision: 1,
    }),
  ],
  REVIEWS_PAGE_SIZE,
);
const answers = { [adminReviewsKey(1)]: reviews };

describe('reviews tab', () => {
  it('previews the first 150 characters and opens the full text, as text, on Read more', async () => {
    renderConsole('/en/admin/reviews', { user: admin, answers });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [long, short] = within(list).getAllByRole('listitem');

    expect(within(long!).getByText(`${opening.slice(0, 150).trimEnd()}…`)).toBeTruthy();
    expect(within(long!).queryByText(/the rest of the story/)).toBeNull();
    expect(within(short!).getByText('Short and sweet.')).toBeTruthy();
    expect(within(short!).queryByRole('button', { name: /Read all/ })).toBeNull();

    fireEvent.click(within(long!).getByRole('button', { name: 'Read all of “Great plumber”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Great plumber' });
    expect(within(dialog).getByText(/<b>never bold<\/b> and the rest of the story\.$/)).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
  });

  it('shows the rating, author, contractor, status and the decision that fits each review', async () => {
    renderConsole('/en/admin/reviews', { user: admin, answers });
    const [pending, approved] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(within(pending!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(pending!).getByText(/By Luis Mora · For Ana Rojas/)).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByRole('button', { name: 'Approve “Great plumber”' })).toBeTruthy();
    expect(within(approved!).getByText('Approved')).toBeTruthy();
    // Each queued review links to its pro's public profile.
    const profile = within(pending!).getByRole('link', { name: 'Public profile of Ana Rojas (opens in a new tab)' });
    expect(profile.getAttribute('href')).toBe('/en/profile/user-ana');
    expect(profile.textContent).toBe("Pro's profile");
    expect(within(approved!).getByRole('button', { name: 'Unapprove “Fine”' })).toBeTruthy();
  });

  it('gives an auditor the reviews and their history, without Approve or Unapprove', async () => {
    renderConsole('/es/admin/reviews', { user: auditor, answers });
    const list = await screen.findByRole('list', { name: 'Reseñas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: /^Historial de/ })).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /^Aprobar|^Desaprobar/ })).toBeNull();
  });

  describe("the pro's reply", () => {
    const replied = adminReview({
      id: 'review-replied',
      title: 'Fine',
      status: 'approved',
      isLive: true,
      revision: 2,
      reply: { text: '</script><b>Insultos</b>', repliedAt: '2025-03-07T15:00:00.000Z', hidden: false },
    });
    const repliedAnswers = { [adminReviewsKey(1)]: pageOf([replied], REVIEWS_PAGE_SIZE) };
    afterEach(() => jest.restoreAllMocks());

    it('shows the reply as text on the card, and hides it after the confirmation, with the revision seen', async () => {
      const sent: { method: string; url: string; body: unknown }[] = [];
      const hidden = { ...replied, revision: 3, reply: { ...replied.reply!, hidden: true } };
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const method = init?.method ?? 'GET';
        sent.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const body = method === 'POST' ? { position: 30 } : pageOf([hidden], REVIEWS_PAGE_SIZE);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      });
      renderConsole('/en/admin/reviews', { user: admin, answers: repliedAnswers });
      const [card] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
      expect(within(card!).getByText('Reply from Ana Rojas')).toBeTruthy();
      expect(within(card!).getByText('</script><b>Insultos</b>')).toBeTruthy();
      expect(card!.querySelector('b')).toBeNull();

      fireEvent.click(within(card!).getByRole('button', { name: 'Hide the reply to “Fine”' }));
      const dialog = await screen.findByRole('dialog', { name: 'Hide this reply?' });
      expect(sent).toEqual([]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Insults' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Hide reply' }));

      expect(await screen.findByText('The reply to “Fine” is hidden.')).toBeTruthy();
      expect(sent[0]).toEqual({
        method: 'POST',
        url: '/api/v1/admin/reviews/review-replied/reply/hide',
        body: { expectedRevision: 2, reason: 'Insults' },
      });
      await waitFor(() => expect(screen.getByText('Reply hidden')).toBeTruthy());
      expect(screen.queryByRole('button', { name: 'Hide the reply to “Fine”' })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows a hidden reply again, as it reads now, with the revision seen; an auditor has no Show reply', async () => {
      const sent: { method: string; url: string; body: unknown }[] = [];
      const hidden = { ...replied, revision: 4, reply: { ...replied.reply!, text: 'Disculpas', hidden: true } };
      const shown = { ...hidden, revision: 5, reply: { ...hidden.reply, hidden: false } };
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const method = init?.method ?? 'GET';
        sent.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const body = method === 'POST' ? { position: 31 } : pageOf([shown], REVIEWS_PAGE_SIZE);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      });
      const hiddenAnswers = { [adminReviewsKey(1)]: pageOf([hidden], REVIEWS_PAGE_SIZE) };
      const { unmount } = renderConsole('/es/admin/reviews', { user: admin, answers: hiddenAnswers });
      const show = await screen.findByRole('button', {
        name: 'Mostrar la respuesta a «Fine» en el perfil público, tal como está ahora',
      });
      expect(screen.getByText('Respuesta oculta')).toBeTruthy();
      fireEvent.click(show);
      expect(await screen.findByText('La respuesta a «Fine» vuelve a ser pública.')).toBeTruthy();
      expect(sent[0]).toEqual({
        method: 'POST',
        url: '/api/v1/admin/reviews/review-replied/reply/show',
        body: { expectedRevision: 4 },
      });
      unmount();

      renderConsole('/en/admin/reviews', { user: auditor, answers: hiddenAnswers });
      expect(await screen.findByText('Reply hidden')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Show the reply/ })).toBeNull();
    });

    it('sends nothing when the admin cancels, and gives an auditor no Hide reply button', async () => {
      const fetch = jest.spyOn(globalThis, 'fetch');
      const { unmount } = renderConsole('/es/admin/reviews', { user: admin, answers: repliedAnswers });
      fireEvent.click(await screen.findByRole('button', { name: 'Ocultar la respuesta a «Fine»' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Ocultar esta respuesta?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(fetch).not.toHaveBeenCalled();
      unmount();

      renderConsole('/en/admin/reviews', { user: auditor, answers: repliedAnswers });
      expect(await screen.findByText('Reply from Ana Rojas')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Hide the reply/ })).toBeNull();
    });
  });

  describe('removal', () => {
    const removedReview = adminReview({
      id: 'review-short',
      title: 'Fine',
      body: 'Short and sweet.',
      status: 'approved',
      revision: 2,
      removal: { reasonCode: 'other', note: 'Duplicado </script> $&' },
    });
    let fetchSpy: jest.SpiedFunction<typeof fetch>;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    /** The API: the removal or restore answers `commandAnswer`; the list is re-read as `listAfter`. */
    const serve = (commandAnswer: Response, listAfter: unknown) =>
      (fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        if (init?.method === 'POST') return commandAnswer;
        if (String(input) === adminReviewsKey(1)) return json(listAfter);
        return json({ code: 'SERVER.INTERNAL', message: 'unexpected' }, 500);
      }));
    const posts = () =>
      fetchSpy.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));
    afterEach(() => fetchSpy?.mockRestore());

    it('asks for a reason from the shared list and the note "another reason" needs, then removes with the revision shown', async () => {
      serve(json({ position: 7 }), pageOf([reviews.items[0]!, removedReview], REVIEWS_PAGE_SIZE));
      renderConsole('/en/admin/reviews', { user: admin, answers });
      const [, approved] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
      fireEvent.click(within(approved!).getByRole('button', { name: 'Remove “Fine”' }));

      const dialog = await screen.findByRole('dialog', { name: 'Remove this review' });
      // The author reads the reason in their own language: the list is the shared one.
      expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
      expect(
        within(dialog).getByRole('radio', { name: 'It shows personal data (phone numbers, emails or addresses)' }),
      ).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' }));
      expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();

      fireEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' }));
      const note = within(dialog).getByRole('textbox', { name: /Note for the author/ });
      expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
      expect(document.activeElement).toBe(note);
      expect(posts()).toEqual([]);

      fireEvent.change(note, { target: { value: '  Duplicado </script> $&  ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' }));
      expect(await screen.findByText('“Fine” is removed.')).toBeTruthy();
      expect(posts()).toEqual([
        {
          url: '/api/v1/admin/reviews/review-short/remove',
          body: { reasonCode: 'other', note: 'Duplicado </script> $&', expectedRevision: 1 },
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove this review' })).toBeNull());
      // The list is re-read: the removed state with its reason, shown as text, and Restore in place of the decisions.
      const [, removed] = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
      expect(await within(removed!).findByText('Removed by an admin. Reason: Duplicado </script> $&')).toBeTruthy();
      expect(within(removed!).getByText('Removed')).toBeTruthy();
      expect(
        within(removed!)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Restore', 'History', 'Only this pro']);
    });

    it('shows a removed review in Spanish with the reason label, and restores it with the revision shown', async () => {
      const offensive = { ...removedReview, removal: { reasonCode: 'offensive' as const, note: null } };
      serve(json({ position: 8 }), pageOf([{ ...offensive, removal: null, revision: 3 }], REVIEWS_PAGE_SIZE));
      renderConsole('/es/admin/reviews', { user: admin, answers: { [adminReviewsKey(1)]: pageOf([offensive], 10) } });
      const [removed] = within(await screen.findByRole('list', { name: 'Reseñas' })).getAllByRole('listitem');
      expect(within(removed!).getByText('Retirada por un administrador. Motivo: Es ofensiva o abusiva')).toBeTruthy();
      // One state: removed, not also the pending or approved it had before.
      expect(within(removed!).getByText('Retirada')).toBeTruthy();
      expect(within(removed!).queryByText(/^(Pendiente|Aprobada)$/)).toBeNull();
      expect(within(removed!).queryByRole('button', { name: /^Aprobar|^Desaprobar|^Retirar/ })).toBeNull();

      fireEvent.click(within(removed!).getByRole('button', { name: 'Restaurar «Fine»' }));
      expect(await screen.findByText('«Fine» está restaurada.')).toBeTruthy();
      expect(posts()).toEqual([{ url: '/api/v1/admin/reviews/review-short/restore', body: { expectedRevision: 2 } }]);
    });

    it('tells the admin when someone else changed the review first', async () => {
      serve(
        json({ code: 'REVIEW.ALREADY_REMOVED', message: 'This review has already been removed.' }, 409),
        pageOf([removedReview], REVIEWS_PAGE_SIZE),
      );
      renderConsole('/en/admin/reviews', { user: admin, answers });
      const [, approved] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
      fireEvent.click(within(approved!).getByRole('button', { name: 'Remove “Fine”' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this review' });
      fireEvent.click(within(dialog).getByRole('radio', { name: 'It is offensive or abusive' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' }));
      expect(await screen.findByText(/Someone else changed “Fine” in the meantime/)).toBeTruthy();
    });

    it('gives an auditor the removed state without Remove or Restore', async () => {
      renderConsole('/en/admin/reviews', {
        user: auditor,
        answers: { [adminReviewsKey(1)]: pageOf([removedReview], 10) },
      });
      const list = await screen.findByRole('list', { name: 'Reviews' });
      expect(within(list).getByText('Removed by an admin. Reason: Duplicado </script> $&')).toBeTruthy();
      expect(within(list).queryByRole('button', { name: /^Remove|^Restore/ })).toBeNull();
    });
  });

  it('names an author and a contractor without display names by their emails, in the list and the history', async () => {
    const unnamed = adminReview({
      id: 'review-unnamed',
      title: 'Quick fix',
      authorId: 'user-3935b',
      authorName: 'User 3935b',
      authorAccountName: 'quiet@example.com',
      contractorName: 'unnamed-pro@example.com',
    });
    const history = {
      streamId: 'review-review-unnamed',
      events: [
        {
          streamId: 'review-review-unnamed',
          revision: 0,
          position: 7,
          type: 'ReviewSubmitted',
          recordedAt: '2025-03-05T15:00:00.000Z',
          actorId: 'user-3935b',
          onBehalfOf: null,
          correlationId: null,
          data: {},
        },
      ],
      names: { 'user-3935b': 'quiet@example.com' },
    };
    renderConsole('/en/admin/reviews', {
      user: admin,
      answers: {
        [adminReviewsKey(1)]: pageOf([unnamed], REVIEWS_PAGE_SIZE),
        [apiPath(API.reviewHistory, { reviewId: 'review-unnamed' })]: history,
      },
    });
    const [item] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(
      within(item!).getByText(/By User 3935b \(account: quiet@example\.com\) · For unnamed-pro@example\.com/),
    ).toBeTruthy();

    fireEvent.click(within(item!).getByRole('button', { name: 'History of “Quick fix”' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/quiet@example\.com/)).toBeTruthy();
    expect(within(drawer).queryByText(/User 3935b/)).toBeNull();
  });

  describe('one pro', () => {
    afterEach(() => jest.restoreAllMocks());
    it("narrows the list to one pro's reviews, says whose, and goes back to every pro", async () => {
      const requested: string[] = [];
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        requested.push(String(input));
        return new Response(JSON.stringify(reviews), { status: 200, headers: { 'Content-Type': 'application/json' } });
      });
      renderConsole('/en/admin/reviews', { user: admin, answers });
      const [pending] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
      fireEvent.click(within(pending!).getByRole('button', { name: 'Show only the reviews of Ana Rojas' }));
      expect(await screen.findByText('Reviews of Ana Rojas')).toBeTruthy();
      await waitFor(() =>
        expect(requested).toContain(
          apiPath(
            API.listAdminReviews,
            {},
            { page: 1, pageSize: REVIEWS_PAGE_SIZE, contractorId: reviews.items[0]!.contractorId },
          ),
        ),
      );
      // Already narrowed: no card offers to narrow it again.
      expect(screen.queryByRole('button', { name: /Show only the reviews of/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: "Show every pro's reviews" }));
      await waitFor(() => expect(screen.queryByText('Reviews of Ana Rojas')).toBeNull());
      expect(screen.getAllByRole('button', { name: 'Show only the reviews of Ana Rojas' })).toHaveLength(2);
    });
  });
});
