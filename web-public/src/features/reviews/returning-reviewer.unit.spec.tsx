import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthoredReview, ContractorCard, SessionUser } from '@gp/shared';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { sessionKey } from '@gp/web-common/session/get-session';
import { publicRoutes } from '../../app/router';
import { contractorCardKey } from './api/get-contractor-card';
import { authorReviewsQuery, myReviewsKey } from './api/get-my-reviews';
import { rememberReviewerEmail, REVIEW_DRAFT_KEY, REVIEW_DRAFT_UID_KEY } from './review-draft';
import { authoredPage, authoredReview } from './testing/authored-review';

const CONTRACTOR = 'pro-1';
const card: ContractorCard = { id: CONTRACTOR, displayName: 'Playa Plumbing', profilePhotoUrl: null };
const anonymous = sessionUser({ id: 'anon-1', isAnonymous: true, displayName: null });
const member = sessionUser({ id: 'client-1' });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
/** The API: `answer` answers every request by its URL and init. */
function serve(answer: (url: string, init: RequestInit | undefined) => Response) {
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => answer(String(input), init));
}
const writes = () =>
  (fetchSpy?.mock.calls ?? [])
    .filter(([, init]) => init?.method !== undefined && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      url: String(url),
      body: init?.body && JSON.parse(String(init.body)),
    }));

function openForm(
  lang: 'en' | 'es',
  user: SessionUser | null,
  reviews: AuthoredReview[],
  contractor: ContractorCard = card,
) {
  return renderApp(publicRoutes, `/${lang}/leave-a-review/${CONTRACTOR}`, {
    session: { user },
    answers: {
      [contractorCardKey(CONTRACTOR)]: contractor,
      [myReviewsKey(authorReviewsQuery(CONTRACTOR))]: authoredPage(reviews),
    },
  });
}

const notice = async (name: string | RegExp) => within(await screen.findByRole('region', { name }));
const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.location.pathname}${router.location.search}`;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});

describe('leave-a-review: an author who already reviewed the pro', () => {
  it.each([
    [
      'en',
      'You already reviewed Playa Plumbing',
      'Your review is saved. Log in or create a free account to confirm it, or edit it below.',
      'Create an account',
      'Log in',
      'Write another review',
    ],
    [
      'es',
      'Ya dejaste una reseña para Playa Plumbing',
      'Tu reseña está guardada. Inicia sesión o crea una cuenta gratis para confirmarla, o edítala más abajo.',
      'Crear una cuenta',
      'Iniciar sesión',
      'Escribir otra reseña',
    ],
  ] as const)(
    'tells an anonymous reviewer in %s, instead of a blank form, and offers to sign in or create an account back to this page',
    async (lang, title, body, createAccount, signIn, writeAnother) => {
      openForm(lang, anonymous, [authoredReview({ id: 'review-7' })]);
      const section = await notice(title);
      expect(section.getByText(body)).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
      const query = `reviewId=review-7&nextRoute=%2F${lang}%2Fleave-a-review%2Fpro-1%3Freviewsuccess`;
      expect(section.getByRole('link', { name: createAccount }).getAttribute('href')).toBe(
        `/${lang}/create-account?${query}`,
      );
      expect(section.getByRole('link', { name: signIn }).getAttribute('href')).toBe(`/${lang}/signin?${query}`);
      expect(section.getByRole('button', { name: writeAnother })).toBeTruthy();
      // The review itself is listed below with its status, Edit and Withdraw (spec §2 list kept).
      const [listed] = screen.getAllByRole('article');
      expect(within(listed!).getByRole('heading', { name: 'Fixed our leak' })).toBeTruthy();
    },
  );

  it("lets an anonymous reviewer edit their review with the author's edit form, over their session", async () => {
    serve((url, init) =>
      init?.method === 'PUT'
        ? json({ position: 5 })
        : json(authoredPage([authoredReview({ title: 'Leak fixed twice' })])),
    );
    openForm('en', anonymous, [authoredReview()]);
    await notice('You already reviewed Playa Plumbing');
    const [listed] = screen.getAllByRole('article');
    fireEvent.click(within(listed!).getByRole('button', { name: 'Edit your review “Fixed our leak”' }));
    const form = within(within(listed!).getByRole('form', { name: 'Edit your review' }));
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Leak fixed twice' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      await within(listed!).findByText(
        'Your changes are saved. Our team will approve your review again before it appears on the profile.',
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/account/reviews/review-1',
        body: { rating: 4, title: 'Leak fixed twice', body: 'Came the same day.' },
      },
    ]);
  });

  it.each([
    ['en', 'You already reviewed Playa Plumbing', 'Write another review', 'Submit review'],
    ['es', 'Ya dejaste una reseña para Playa Plumbing', 'Escribir otra reseña', 'Enviar reseña'],
  ] as const)(
    'shows a member in %s their reviews with Edit first, and the form only once they choose to write another',
    async (lang, title, writeAnother, submit) => {
      openForm(lang, member, [
        authoredReview(),
        authoredReview({ id: 'review-0', title: 'Earlier job', status: 'approved', isLive: true }),
      ]);
      const section = await notice(title);
      expect(section.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(
        screen.getAllByRole('button', { name: lang === 'en' ? /^Edit your review/ : /^Editar tu reseña/ }),
      ).toHaveLength(2);

      fireEvent.click(section.getByRole('button', { name: writeAnother }));
      const form = within(await screen.findByRole('form'));
      expect(form.getByRole('button', { name: submit })).toBeTruthy();
      expect(document.activeElement).toBe(form.getAllByRole('radio')[0]);
      expect(screen.queryByRole('region', { name: title })).toBeNull();
      expect(screen.getAllByRole('article')).toHaveLength(2);
    },
  );

  it.each([
    [
      'en',
      "You also started another review that you haven't sent yet.",
      'Continue your draft',
      'We kept the review you started earlier.',
    ],
    [
      'es',
      'También empezaste otra reseña que aún no has enviado.',
      'Continuar tu borrador',
      'Guardamos la reseña que empezaste antes.',
    ],
  ] as const)(
    'offers to continue a draft kept for this pro, in %s',
    async (lang, draftNote, continueDraft, restored) => {
      window.localStorage.setItem(REVIEW_DRAFT_UID_KEY, CONTRACTOR);
      window.localStorage.setItem(
        REVIEW_DRAFT_KEY,
        JSON.stringify({
          rating: 5,
          name: '',
          email: 'ana@example.com',
          title: 'Second job',
          body: 'The water heater.',
        }),
      );
      openForm(lang, member, [authoredReview()]);
      const section = await notice(
        lang === 'en' ? 'You already reviewed Playa Plumbing' : 'Ya dejaste una reseña para Playa Plumbing',
      );
      expect(await section.findByText(draftNote)).toBeTruthy();
      fireEvent.click(section.getByRole('button', { name: continueDraft }));
      const form = within(await screen.findByRole('form'));
      expect(form.getByText(restored)).toBeTruthy();
      expect((form.getByRole('textbox', { name: lang === 'en' ? /Title/ : /Título/ }) as HTMLInputElement).value).toBe(
        'Second job',
      );
      expect(document.activeElement).toBe(form.getByRole('radio', { name: lang === 'en' ? '5 stars' : '5 estrellas' }));
    },
  );

  it("does not offer another pro's draft", async () => {
    window.localStorage.setItem(REVIEW_DRAFT_UID_KEY, 'pro-2');
    window.localStorage.setItem(
      REVIEW_DRAFT_KEY,
      JSON.stringify({ rating: 5, name: '', email: '', title: 'Tiles', body: '' }),
    );
    openForm('en', member, [authoredReview()]);
    const section = await notice('You already reviewed Playa Plumbing');
    expect(section.getByRole('button', { name: 'Write another review' })).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Continue your draft' })).toBeNull();
    expect(section.queryByText("You also started another review that you haven't sent yet.")).toBeNull();
  });

  it('shows the blank form to an author without reviews of this pro', async () => {
    openForm('en', anonymous, []);
    expect(await screen.findByRole('form')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /You already reviewed/ })).toBeNull();
  });

  it('keeps a hostile pro name as text in the notice', async () => {
    const name = '</script><img src=x onerror="window.hacked=1"> $& \u202Eevil';
    openForm('es', anonymous, [authoredReview()], { ...card, displayName: name });
    const section = await notice(`Ya dejaste una reseña para ${name}`);
    expect(section.getByRole('heading', { level: 2 }).textContent).toBe(`Ya dejaste una reseña para ${name}`);
    expect(document.querySelector('main img')).toBeNull();
  });
});

describe('language is never lost: a Spanish anonymous reviewer who signs up or in', () => {
  /** From the returning reviewer's notice: the link to the sign-up or sign-in page, then its form sent. */
  async function authenticateFromNotice(link: string, submit: string) {
    const { router } = openForm('es', anonymous, [authoredReview()]);
    fireEvent.click((await notice('Ya dejaste una reseña para Playa Plumbing')).getByRole('link', { name: link }));
    const main = within(await screen.findByRole('main'));
    fireEvent.change(await main.findByRole('textbox', { name: /Correo electrónico/ }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(main.getByLabelText(/Contraseña/, { selector: 'input' }), {
      target: { value: 'arenal-volcano-7' },
    });
    fireEvent.click(main.getByRole('button', { name: submit }));
    return router;
  }

  const authResult = (overrides: Partial<SessionUser>) => ({
    user: sessionUser({ id: 'client-9', preferredLang: 'es', ...overrides }),
    position: 3,
  });

  it('creates an account from the review form with the email of the review, and comes back to the Spanish form, not the waitlist', async () => {
    rememberReviewerEmail('ana@example.com');
    serve((url, init) =>
      init?.method === 'POST' ? json(authResult({ hasBetaAccess: false, hasSignedCurrentTos: false })) : json({}, 404),
    );
    const { router } = openForm('es', anonymous, [authoredReview()]);
    fireEvent.click(
      (await notice('Ya dejaste una reseña para Playa Plumbing')).getByRole('link', { name: 'Crear una cuenta' }),
    );
    const main = within(await screen.findByRole('main'));
    const email = await main.findByRole('textbox', { name: /Correo electrónico/ });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('ana@example.com'));
    // Handed over in the history state: never in the address.
    expect(location(router)).not.toContain('ana');
    expect(main.getByRole('radio', { name: /Busco un profesional/ })).toHaveProperty('checked', true);
    expect(main.getByText('Cuando crees tu cuenta, vuelves a la página donde estabas.')).toBeTruthy();
    fireEvent.change(main.getByLabelText(/Contraseña/, { selector: 'input' }), {
      target: { value: 'arenal-volcano-7' },
    });
    fireEvent.click(main.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(location(router)).toBe('/es/leave-a-review/pro-1?reviewsuccess'));
    expect(await screen.findByText('Tu reseña quedó vinculada a tu cuenta')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        body: { email: 'ana@example.com', password: 'arenal-volcano-7', preferredLang: 'es', role: 'client' },
      },
    ]);
  });

  it('starts the sign-up with an empty email when this tab sent no review', async () => {
    const { router } = openForm('es', anonymous, [authoredReview()]);
    fireEvent.click(
      (await notice('Ya dejaste una reseña para Playa Plumbing')).getByRole('link', { name: 'Crear una cuenta' }),
    );
    const email = await within(await screen.findByRole('main')).findByRole('textbox', { name: /Correo electrónico/ });
    expect(location(router)).toMatch(/^\/es\/create-account\?/);
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('signs in from the review form and comes back to the Spanish form with the linked notice', async () => {
    serve((url, init) => (init?.method === 'POST' ? json(authResult({})) : json({}, 404)));
    const router = await authenticateFromNotice('Iniciar sesión', 'Iniciar sesión');

    await waitFor(() => expect(location(router)).toBe('/es/leave-a-review/pro-1?reviewsuccess'));
    expect(await screen.findByText('Tu reseña quedó vinculada a tu cuenta')).toBeTruthy();
    // Now a member: their review listed with Edit, no sign-in offered any more.
    const section = await notice('Ya dejaste una reseña para Playa Plumbing');
    expect(section.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    expect(section.getByRole('button', { name: 'Escribir otra reseña' })).toBeTruthy();
  });

  it('signs in with the terms to agree to first, then comes back to the Spanish form with the linked notice', async () => {
    const signedIn = authResult({ hasSignedCurrentTos: false });
    serve((url) => {
      if (url === '/api/v1/auth/sign-in') return json(signedIn);
      if (url === '/api/v1/account/terms') return json({ position: 4 });
      if (url === sessionKey) return json({ user: { ...signedIn.user, hasSignedCurrentTos: true } });
      return json({}, 404);
    });
    const router = await authenticateFromNotice('Iniciar sesión', 'Iniciar sesión');

    const next = '/es/leave-a-review/pro-1?reviewsuccess';
    await waitFor(() => expect(location(router)).toBe(`/es/review-tos?nextRoute=${encodeURIComponent(next)}`));
    fireEvent.click(await screen.findByRole('button', { name: 'Acepto' }));
    await waitFor(() => expect(location(router)).toBe(next));
    expect(await screen.findByText('Tu reseña quedó vinculada a tu cuenta')).toBeTruthy();
  });
});
