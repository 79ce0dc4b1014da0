import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractorCard } from '@gp/shared';
import { publicRoutes } from '../../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { contractorCardKey } from './api/get-contractor-card';
import { authorReviewsQuery, myReviewsKey } from './api/get-my-reviews';
import { authoredPage, authoredReview } from './testing/authored-review';
import { REVIEW_DRAFT_KEY, REVIEW_DRAFT_UID_KEY, type ReviewFields } from './review-draft';

const CONTRACTOR = 'pro-1';
const card: ContractorCard = { id: CONTRACTOR, displayName: 'Playa Plumbing', profilePhotoUrl: null };
const cardAnswer = { [contractorCardKey(CONTRACTOR)]: card };

const page = authoredPage;

function storeDraft(contractorId: string, fields: ReviewFields) {
  window.localStorage.setItem(REVIEW_DRAFT_UID_KEY, contractorId);
  window.localStorage.setItem(REVIEW_DRAFT_KEY, JSON.stringify(fields));
}

async function openForm(
  lang: 'en' | 'es',
  contractorId = CONTRACTOR,
  user = null as ReturnType<typeof sessionUser> | null,
) {
  const view = renderApp(publicRoutes, `/${lang}/leave-a-review/${contractorId}`, {
    session: { user },
    answers: { ...cardAnswer, [contractorCardKey('pro-2')]: { ...card, id: 'pro-2', displayName: 'Tamarindo Tiles' } },
  });
  const form = within(await screen.findByRole('form'));
  return { ...view, form };
}

describe('leave-a-review page', () => {
  beforeEach(() => window.localStorage.clear());

  it('names the contractor in the heading', async () => {
    await openForm('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Review Playa Plumbing' })).toBeTruthy();
  });

  it('names a neutral professional when the contractor has no name yet', async () => {
    renderApp(publicRoutes, '/es/leave-a-review/pro-3', {
      session: { user: null },
      answers: { [contractorCardKey('pro-3')]: { id: 'pro-3', displayName: null, profilePhotoUrl: null } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reseña para este profesional' })).toBeTruthy();
  });

  it('saves the draft under the spec keys as the person types', async () => {
    const { form } = await openForm('en');
    fireEvent.click(form.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(form.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ana' } });
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Quick and tidy' } });
    fireEvent.change(form.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Fixed the sink.' } });

    expect(window.localStorage.getItem(REVIEW_DRAFT_UID_KEY)).toBe(CONTRACTOR);
    expect(JSON.parse(window.localStorage.getItem(REVIEW_DRAFT_KEY)!)).toEqual({
      rating: 4,
      name: 'Ana',
      email: '',
      title: 'Quick and tidy',
      body: 'Fixed the sink.',
    });
    expect(form.getByText('14 of 120 characters')).toBeTruthy();
  });

  it('restores the draft on return to the same contractor', async () => {
    storeDraft(CONTRACTOR, { rating: 4, name: 'Ana', email: '', title: 'Quick and tidy', body: 'Fixed the sink.' });
    const { form } = await openForm('en');
    expect(form.getByText('We kept the review you started earlier.')).toBeTruthy();
    expect((form.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe('Ana');
    expect((form.getByRole('textbox', { name: /Your review/ }) as HTMLTextAreaElement).value).toBe('Fixed the sink.');
  });

  it("neither restores nor overwrites another contractor's draft", async () => {
    storeDraft(CONTRACTOR, { rating: 4, name: 'Ana', email: '', title: 'Quick and tidy', body: '' });
    const { form } = await openForm('en', 'pro-2');
    expect((form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('');
    expect(form.queryByText('We kept the review you started earlier.')).toBeNull();
    expect(window.localStorage.getItem(REVIEW_DRAFT_UID_KEY)).toBe(CONTRACTOR);
  });

  it('starts over when asked, forgetting the draft', async () => {
    storeDraft(CONTRACTOR, { rating: 2, name: '', email: '', title: 'Late', body: '' });
    const { form } = await openForm('en');
    fireEvent.click(form.getByRole('button', { name: 'Start over' }));
    expect((form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
  });

  it.each([
    [
      'en',
      'Submit review',
      [
        'Please choose a rating.',
        'You must enter a name',
        'Invalid email address',
        'Please enter a title.',
        'Please write your review.',
      ],
    ],
    [
      'es',
      'Enviar reseña',
      [
        'Elige una calificación.',
        'Debes escribir un nombre',
        'Correo electrónico no válido',
        'Escribe un título.',
        'Escribe tu reseña.',
      ],
    ],
  ] as const)(
    'blocks an empty review in %s with the spec messages and focuses the rating, none shown before it is sent',
    async (lang, submit, messages) => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      try {
        const { form } = await openForm(lang);
        for (const message of messages) expect(form.queryByText(message)).toBeNull();
        expect(form.queryAllByRole('radio').filter((star) => star.getAttribute('aria-invalid'))).toEqual([]);
        fireEvent.click(form.getByRole('button', { name: submit }));
        // In the same task as the click: nothing was loaded or asked for the check.
        for (const message of messages) expect(form.getByText(message)).toBeTruthy();
        expect(fetchSpy).not.toHaveBeenCalled();
        expect(document.activeElement).toBe(form.getAllByRole('radio')[0]);
      } finally {
        fetchSpy.mockRestore();
      }
    },
  );

  it("sends what the schema makes of the fields, and parses the answer with the review's schema", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        // Saved, says the server, but without the review's id: not the answer the schema declares.
        new Response(JSON.stringify({ position: 4, authorIsAnonymous: true }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    try {
      const { form } = await openForm('es');
      fireEvent.click(form.getByRole('radio', { name: '4 estrellas' }));
      fireEvent.change(form.getByRole('textbox', { name: /Tu nombre/ }), { target: { value: 'Ana' } });
      fireEvent.change(form.getByRole('textbox', { name: /Tu correo/ }), { target: { value: ' Ana@Example.COM ' } });
      fireEvent.change(form.getByRole('textbox', { name: /Título/ }), { target: { value: ' Rápido\u200B ' } });
      fireEvent.change(form.getByRole('textbox', { name: /Tu reseña/ }), {
        target: { value: 'Arregló el fregadero.' },
      });
      fireEvent.click(form.getByRole('button', { name: 'Enviar reseña' }));

      expect(await form.findByText('Algo salió mal de nuestro lado. Inténtalo de nuevo.')).toBeTruthy();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(url).toBe('/api/v1/reviews');
      expect(JSON.parse(init!.body as string)).toEqual({
        contractorId: CONTRACTOR,
        rating: 4,
        name: 'Ana',
        email: 'ana@example.com',
        title: 'Rápido',
        body: 'Arregló el fregadero.',
        preferredLang: 'es',
      });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('asks a member for no name and accepts a complete review as valid', async () => {
    const { form } = await openForm('en', CONTRACTOR, sessionUser({ id: 'client-1' }));
    expect(form.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    fireEvent.change(form.getByRole('textbox', { name: /Your email/ }), { target: { value: 'not-an-email' } });
    fireEvent.click(form.getByRole('button', { name: 'Submit review' }));
    expect(await form.findByText('Invalid email address')).toBeTruthy();
    expect(form.queryByText('You must enter a name')).toBeNull();
    expect(form.getByRole('textbox', { name: /Your email/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it("prefills a signed-in reviewer's email from the account, still editable, and keeps it out of the draft until changed", async () => {
    const { form } = await openForm('en', CONTRACTOR, sessionUser({ id: 'client-1', email: 'ana@example.com' }));
    const email = form.getByRole('textbox', { name: /Your email/ }) as HTMLInputElement;
    expect(email.value).toBe('ana@example.com');
    expect(window.localStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
    fireEvent.change(email, { target: { value: 'ana.rojas@example.com' } });
    expect(email.value).toBe('ana.rojas@example.com');
    expect(JSON.parse(window.localStorage.getItem(REVIEW_DRAFT_KEY)!)).toMatchObject({
      email: 'ana.rojas@example.com',
    });
  });

  it('asks a member without a display name for a name, rather than showing a made-up one, with the email prefilled', async () => {
    const { form } = await openForm(
      'es',
      CONTRACTOR,
      sessionUser({ id: 'client-2', displayName: null, email: 'luis@example.com' }),
    );
    const name = form.getByRole('textbox', { name: /Tu nombre/ }) as HTMLInputElement;
    expect(name.value).toBe('');
    expect((form.getByRole('textbox', { name: /Tu correo/ }) as HTMLInputElement).value).toBe('luis@example.com');
    fireEvent.change(name, { target: { value: '</script> Luis $&' } });
    expect(name.value).toBe('</script> Luis $&');
  });

  it('prefills nothing for a visitor', async () => {
    const { form } = await openForm('en');
    expect((form.getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe('');
    expect((form.getByRole('textbox', { name: /Your email/ }) as HTMLInputElement).value).toBe('');
  });

  it('offers an anonymous author a sign-up that starts with the email of the review, passed outside the address', async () => {
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const body =
        init?.method === 'POST' ? { reviewId: 'review-9', position: 4, authorIsAnonymous: true } : authoredPage([]);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      const { form, router } = await openForm('en');
      fireEvent.click(form.getByRole('radio', { name: '5 stars' }));
      fireEvent.change(form.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ana' } });
      fireEvent.change(form.getByRole('textbox', { name: /Your email/ }), { target: { value: 'ana@example.com' } });
      fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Quick and tidy' } });
      fireEvent.change(form.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Fixed the sink.' } });
      fireEvent.click(form.getByRole('button', { name: 'Submit review' }));

      fireEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
      const email = await screen.findByRole('textbox', { name: /Email/ });
      await waitFor(() => expect((email as HTMLInputElement).value).toBe('ana@example.com'));
      expect(router.location.pathname).toBe('/en/create-account');
      expect(router.location.search).toBe(
        '?reviewId=review-9&nextRoute=%2Fen%2Fleave-a-review%2Fpro-1%3Freviewsuccess',
      );
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['en', 'You cannot review your own profile. Please ask a client to leave a review for you.'],
    ['es', 'No puedes reseñar tu propio perfil. Pídele a un cliente que te deje una reseña.'],
  ] as const)('warns a contractor on their own profile in %s and offers no form', async (lang, warning) => {
    renderApp(publicRoutes, `/${lang}/leave-a-review/${CONTRACTOR}`, {
      session: { user: sessionUser({ id: CONTRACTOR, isContractor: true }) },
      answers: cardAnswer,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(warning);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Submit review|Enviar reseña/ })).toBeNull();
  });

  it("lists the author's earlier reviews of the contractor with their status", async () => {
    renderApp(publicRoutes, `/en/leave-a-review/${CONTRACTOR}`, {
      session: { user: sessionUser({ id: 'client-1' }) },
      answers: {
        ...cardAnswer,
        [myReviewsKey(authorReviewsQuery(CONTRACTOR))]: page([
          authoredReview(),
          authoredReview({ id: 'review-0', title: 'Earlier job', status: 'approved', isLive: true }),
        ]),
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Your reviews of Playa Plumbing' }));
    const [first, second] = section.getAllByRole('article');
    expect(within(first!).getByText('Pending approval')).toBeTruthy();
    expect(within(second!).getByText('Published')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it('shows the 404 page for an id that is no contractor', async () => {
    renderApp(publicRoutes, '/en/leave-a-review', { session: { user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Not Found' })).toBeTruthy();
  });
});

describe('account page reviews tab', () => {
  it('lists the reviews with the professional linked, stars, status and date, as plain text', async () => {
    const script = '<img src=x onerror="window.hacked=1">';
    renderApp(publicRoutes, '/es/account?tab=reviews', {
      session: { user: sessionUser() },
      answers: {
        [myReviewsKey({ page: 1 })]: page([
          authoredReview({ body: script, status: 'approved', isLive: true }),
          authoredReview({ id: 'review-2', contractorName: null }),
        ]),
      },
    });
    const [live, pending] = await screen.findAllByRole('article');
    expect(within(live!).getByRole('link', { name: 'Playa Plumbing' }).getAttribute('href')).toBe('/es/profile/pro-1');
    expect(within(live!).getByText('Publicada')).toBeTruthy();
    expect(within(live!).getByRole('img', { name: 'Calificación: 4 de 5' })).toBeTruthy();
    expect(within(live!).getByText(script)).toBeTruthy();
    expect(live!.querySelector('img')).toBeNull();
    expect(within(live!).getByText(/Escrita el 14 mar 2025/)).toBeTruthy();
    expect(within(pending!).getByText('Pendiente de aprobación')).toBeTruthy();
    expect(within(pending!).getByRole('link', { name: 'este profesional' })).toBeTruthy();
  });

  it('pages through the reviews with the page in the query', async () => {
    const { router } = renderApp(publicRoutes, '/en/account?tab=reviews&page=2', {
      session: { user: sessionUser() },
      answers: { [myReviewsKey({ page: 2 })]: page([authoredReview()], 23, 2) },
    });
    const pages = within(await screen.findByRole('navigation', { name: 'Pages of your reviews' }));
    expect(pages.getByText('11–20 of 23')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Previous page' }));
    expect(await pages.findByText('1–10 of 23')).toBeTruthy();
    expect(router.location.search).toBe('?tab=reviews&page=1');
    expect((pages.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state without reviews', async () => {
    renderApp(publicRoutes, '/en/account?tab=reviews', {
      session: { user: sessionUser() },
      answers: { [myReviewsKey({ page: 1 })]: page([]) },
    });
    expect(await screen.findByText("You haven't written any reviews yet")).toBeTruthy();
  });
});
