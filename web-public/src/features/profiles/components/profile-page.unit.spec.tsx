import { screen, waitFor, within } from '@testing-library/react';
import { API, apiPath, defaultHours, type ProfileView } from '@gp/shared';
import { publicRoutes } from '../../../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { profileKey } from '../../../lib/api/get-profile';
import { profileReviewsKey } from '../api/get-profile-reviews';
import { profileView } from '../../../testing/profile-view';
import { photoView } from '../../../testing/photo-view';

const rating = (count: number) => ({ average: 4.67, count, starPercents: [0, 0, 0, 33, 67] });
const noReviews = { items: [], total: 0, page: 1, pageSize: 25 };
/** The owner's own summary (the reviews feature's answer, read by the block the route passes in). */
const summaryKey = apiPath(API.getReceivedReviewsSummary);
const summary = { awaitingReview: 2, live: 1, stillNeeded: 2 };

function renderProfile(profile: ProfileView, lang: 'en' | 'es' = 'en') {
  return renderApp(publicRoutes, `/${lang}/profile/${profile.id}`, {
    session: { user: profile.viewer.isOwner ? sessionUser({ id: profile.id }) : null },
    answers: {
      [profileKey(profile.id)]: profile,
      [profileReviewsKey(profile.id, 1)]: noReviews,
      ...(profile.viewer.isOwner ? { [summaryKey]: summary } : {}),
    },
  });
}

describe("the owner's photo marks and 'View as visitor'", () => {
  const owners = profileView({
    rating: rating(3),
    isPublic: true,
    profilePhoto: photoView('me', { status: 'pending' }),
    coverPhoto: photoView('cover'),
    photos: [
      photoView('w1'),
      photoView('w2', { status: 'rejected', rejection: { code: 'contact-details', note: null } }),
    ],
  });
  const visitors = {
    ...owners,
    profilePhoto: null,
    photos: [photoView('w1')],
    viewer: { isOwner: false, isAdmin: false },
  };

  it("(es) says of each photo on the owner's view whether it is public, awaiting review or rejected, and why", async () => {
    renderProfile(owners, 'es');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Playa Fix' })).closest('.profile-header')!;
    expect(within(header as HTMLElement).getByText('Foto de perfil:').nextSibling?.textContent).toBe('En revisión');
    expect(within(header as HTMLElement).getByText('Foto de portada:').nextSibling?.textContent).toBe('Pública');
    expect(screen.getByText('Rechazada')).toBeTruthy();
    expect(screen.getByText('Motivo: Muestra datos de contacto (teléfonos, correos o enlaces)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver como visitante' }).getAttribute('href')).toBe(
      '/es/profile/pro-1?as=visitor',
    );
  });

  it("(en) under ?as=visitor shows the visitor's answers, with no mark, under a bar that leads back", async () => {
    renderApp(publicRoutes, `/en/profile/${owners.id}?as=visitor`, {
      session: { user: sessionUser({ id: owners.id }) },
      answers: {
        [profileKey(owners.id, true)]: visitors,
        [profileReviewsKey(owners.id, 1, true)]: noReviews,
      },
    });
    const bar = await screen.findByRole('region', { name: 'Visitor view' });
    expect(within(bar).getByText('Visitor view: this is the page as visitors see it.')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Back to your view' }).getAttribute('href')).toBe('/en/profile/pro-1');
    expect(screen.getByRole('link', { name: 'Leave a review' })).toBeTruthy();
    for (const ownerOnly of ['Public', 'Rejected', 'Awaiting review', 'Profile photo:', 'Cover photo:'])
      expect(screen.queryByText(ownerOnly)).toBeNull();
    expect(screen.queryByRole('link', { name: 'View as visitor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
  });
});

describe('the profile page', () => {
  afterEach(() => {
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('reports its visit once, and reads nothing to do it', async () => {
    const sent = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"counted":true}', { headers: { 'Content-Type': 'application/json' } }));
    const profile = profileView({ id: 'pro-7', isPublic: true, viewer: { isOwner: false, isAdmin: false } });
    renderProfile(profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Playa Fix' })).toBeTruthy();
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'POST /api/v1/profiles/pro-7/views',
    ]);
  });

  it.each([
    ['its own pro', { isPublic: true, viewer: { isOwner: true, isAdmin: false } }],
    ['a profile that is not public yet', { isPublic: false, viewer: { isOwner: true, isAdmin: false } }],
  ])('reports no visit to %s', async (_case, shape) => {
    const sent = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    renderProfile(profileView({ id: 'pro-8', ...shape }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Playa Fix' })).toBeTruthy();
    expect(sent.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it.each([
    ['not public yet', { rating: rating(1), isPublic: false }],
    ['public', { rating: rating(3), isPublic: true }],
  ])(
    "keeps the review link, its WhatsApp share and the reviews awaiting review on its owner's view (%s)",
    async (_case, shape) => {
      renderProfile(profileView(shape), 'es');
      const block = await screen.findByRole('region', { name: 'Pide reseñas a tus clientes' });
      expect((within(block).getByRole('textbox', { name: 'Tu enlace de reseñas' }) as HTMLInputElement).value).toBe(
        `${window.location.origin}/es/leave-a-review/pro-1`,
      );
      expect(within(block).getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/\?text=/,
      );
      expect(await within(block).findByText('2 reseñas en revisión')).toBeTruthy();
    },
  );

  it('shows its owner their phone number as people write it', async () => {
    renderProfile(profileView({ phoneNumber: '+50688881234' }));
    expect(await screen.findByText('Phone: +506 8888 1234')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change phone' })).toBeTruthy();
  });

  it.each([
    ['en', 'Phone verified'],
    ['es', 'Teléfono verificado'],
  ] as const)(
    '(%s) shows a visitor the "Phone verified" badge of a verified number, and none without',
    async (lang, badge) => {
      const visitor = { rating: rating(3), isPublic: true, viewer: { isOwner: false, isAdmin: false } };
      const verified = renderProfile(profileView({ ...visitor, phoneVerified: true }), lang);
      expect(await screen.findByText(badge)).toBeTruthy();
      verified.unmount();

      renderProfile(profileView({ ...visitor, phoneVerified: false }), lang);
      expect(await screen.findByRole('heading', { level: 1, name: 'Playa Fix' })).toBeTruthy();
      expect(screen.queryByText(badge)).toBeNull();
    },
  );

  it('shows a visitor no review link, no edit or phone buttons, and the way to leave a review', async () => {
    renderProfile(
      profileView({
        rating: rating(3),
        isPublic: true,
        viewer: { isOwner: false, isAdmin: false },
        phoneNumber: undefined,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Playa Fix' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your review link' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    expect(screen.queryByText(/awaiting review/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add phone' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Leave a review' }).getAttribute('href')).toBe('/en/leave-a-review/pro-1');
    // The average to 2 decimals, in the header and in the reviews summary.
    expect(screen.getAllByText('4.67')).toHaveLength(2);
    // The stars beside each draw the same 4.67: four full, two thirds of the fifth.
    const stars = screen.getAllByRole('img', { name: 'Rated 4.67 out of 5' });
    expect(stars).toHaveLength(2);
    for (const image of stars) {
      expect(Array.from(image.querySelectorAll<HTMLElement>('.star-fill'), (fill) => fill.style.width)).toEqual([
        '100%',
        '100%',
        '100%',
        '100%',
        '67%',
      ]);
    }
  });

  it('gives a visitor the contact block with the channels the pro allows, and the owner none', async () => {
    const visitor = {
      rating: rating(3),
      isPublic: true,
      viewer: { isOwner: false, isAdmin: false },
      phoneNumber: undefined,
    };
    const { unmount } = renderProfile(
      profileView({ ...visitor, contact: { whatsapp: true, call: false, message: true } }),
      'es',
    );
    const block = await screen.findByRole('region', { name: 'Contactar a Playa Fix' });
    expect(within(block).getByRole('button', { name: 'WhatsApp' })).toBeTruthy();
    expect(within(block).queryByRole('button', { name: 'Llamar' })).toBeNull();
    expect(within(block).getByRole('textbox', { name: 'Tu número de WhatsApp o teléfono' })).toBeTruthy();
    expect(within(block).getByRole('button', { name: 'Enviar mensaje' })).toBeTruthy();
    unmount();

    const closed = renderProfile(
      profileView({ ...visitor, contact: { whatsapp: false, call: false, message: false } }),
    );
    expect(await screen.findByText('Playa Fix cannot be reached here right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    closed.unmount();

    renderProfile(
      profileView({ rating: rating(3), isPublic: true, contact: { whatsapp: true, call: true, message: true } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Playa Fix' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contact Playa Fix' })).toBeNull();
  });

  it('renders the about text as text and the default week when no hours are set', async () => {
    renderProfile(profileView());
    expect(await screen.findByText('Repairs <b>and</b> plumbing.')).toBeTruthy();
    const hours = screen.getByRole('table', { name: 'Service hours' });
    const rows = within(hours)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SundayClosed',
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `${day}7:00 AM - 5:00 PM`),
    ]);
    expect(defaultHours()[0]!.isClosed).toBe(true);
    expect(document.title).toBe('Playa Fix · Profile on Guanacaste Pros');
  });

  describe("the description in the visitor's language", () => {
    const visitor = { isPublic: true, viewer: { isOwner: false, isAdmin: false }, rating: rating(3) };
    const about = async () => {
      const section = await screen.findByRole('region', { name: /^(About|Acerca de)$/ });
      return { section, text: section.querySelector('.profile-about') as HTMLElement };
    };

    it.each([
      ['es', 'Fontanería y bombas en Tamarindo.'],
      ['en', 'Plumbing and pumps in Tamarindo.'],
    ] as const)('shows the %s page its own language, unmarked, when the pro wrote both', async (lang, shown) => {
      const description = { es: 'Fontanería y bombas en Tamarindo.', en: 'Plumbing and pumps in Tamarindo.' };
      renderProfile(profileView({ ...visitor, description }), lang);
      const { section, text } = await about();
      expect(text.textContent).toBe(shown);
      expect(text.lang).toBe(lang);
      expect(within(section).queryByText(/^(Written in|Escrito en)/)).toBeNull();
    });

    it('shows a Spanish page the English text, marked "Escrito en inglés" and spoken as English', async () => {
      renderProfile(profileView({ ...visitor, description: { en: 'Plumbing and pumps in Tamarindo.' } }), 'es');
      const { section, text } = await about();
      expect(within(section).getByText('Escrito en inglés')).toBeTruthy();
      expect(text.textContent).toBe('Plumbing and pumps in Tamarindo.');
      expect(text.lang).toBe('en');
    });

    it('shows an English page the Spanish text, marked "Written in Spanish" and spoken as Spanish', async () => {
      renderProfile(profileView({ ...visitor, description: { es: 'Fontanería y bombas.' } }), 'en');
      const { section, text } = await about();
      expect(within(section).getByText('Written in Spanish')).toBeTruthy();
      expect(text.textContent).toBe('Fontanería y bombas.');
      expect(text.lang).toBe('es');
    });

    it('says there is no description yet when the pro wrote none', async () => {
      renderProfile(profileView({ ...visitor, description: {} }), 'es');
      const { section } = await about();
      expect(within(section).getByText('Todavía no hay descripción.')).toBeTruthy();
      expect(within(section).queryByText(/^Escrito en/)).toBeNull();
    });
  });

  it.each([
    // Wednesday 09:00 and 20:00 in Costa Rica (UTC-6); the week is open Monday to Saturday, 7 AM to 5 PM.
    ['2026-11-25T15:00:00Z', 'en', 'Open now'],
    ['2026-11-26T02:00:00Z', 'en', 'Closed now'],
    ['2026-11-25T15:00:00Z', 'es', 'Abierto ahora'],
    ['2026-11-26T02:00:00Z', 'es', 'Cerrado ahora'],
  ] as const)("says at %s whether the pro is open, by Costa Rica's clock (%s)", async (now, lang, status) => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(now));
    renderProfile(profileView({ hours: defaultHours(), phoneVerified: true }), lang);
    expect(await screen.findByText(status)).toBeTruthy();
  });

  it('says nothing of opening when the pro has set no hours (the table shows the default week)', async () => {
    renderProfile(profileView({ hours: null }));
    expect(await screen.findByRole('table', { name: 'Service hours' })).toBeTruthy();
    expect(screen.queryByText(/^(Open|Closed) now$/)).toBeNull();
  });

  it("dates a review by Costa Rica's calendar, as the server that rendered the page did", async () => {
    // 03:00 UTC on the 25th is still the evening of the 24th in Costa Rica (UTC-6).
    const review = {
      id: 'r-1',
      rating: 5,
      title: 'Great',
      body: 'Fixed the pump.',
      authorName: 'Ana',
      createdAt: '2026-11-25T03:00:00.000Z',
    };
    const profile = profileView({ viewer: { isOwner: false, isAdmin: false }, isPublic: true, rating: rating(3) });
    renderApp(publicRoutes, `/en/profile/${profile.id}`, {
      session: { user: null },
      answers: {
        [profileKey(profile.id)]: profile,
        [profileReviewsKey(profile.id, 1)]: { items: [review], total: 1, page: 1, pageSize: 25 },
      },
    });
    expect((await screen.findByText(/Nov 24, 2026/)).textContent).toBe('Ana · Nov 24, 2026');
  });
});
