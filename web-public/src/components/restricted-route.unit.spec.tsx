import { fireEvent, screen, waitFor } from '@testing-library/react';
import { publicRoutes } from '../app/router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { REVIEWS_TO_PUBLISH_PROFILE, type ProfileView } from '@gp/shared';
import { profileKey } from '../lib/api/get-profile';
import { photoView } from '../testing/photo-view';
import { profileView } from '../testing/profile-view';

/** The profile of a pro who has just signed up (user-1, the test session's user): nothing filled. */
const newProfile = (overrides: Partial<ProfileView> = {}) =>
  profileView({
    id: 'user-1',
    displayName: null,
    description: {},
    serviceIds: [],
    zoneIds: [],
    languageCodes: [],
    contactChoice: 'default',
    ...overrides,
  });

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe(path));
}

describe('RestrictedRoute (spec §2 restricted route rule)', () => {
  it('sends a visitor to sign in, in the page language, with the page as nextRoute', async () => {
    const { router } = renderApp(publicRoutes, '/es/account?tab=reviews', { session: { user: null } });
    await landsOn(router, '/es/signin?nextRoute=%2Fes%2Faccount%3Ftab%3Dreviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('treats an anonymous reviewer as a visitor', async () => {
    const { router } = renderApp(publicRoutes, '/en/account', {
      session: { user: sessionUser({ isAnonymous: true }) },
    });
    await landsOn(router, '/en/signin?nextRoute=%2Fen%2Faccount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('sends a member without beta access to the waitlist, in the page language', async () => {
    const { router } = renderApp(publicRoutes, '/es/account-setup/basic-info', {
      session: { user: sessionUser({ hasBetaAccess: false }) },
    });
    await landsOn(router, '/es/coming-soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guanacaste Pros abre muy pronto' })).toBeTruthy();
    expect(screen.getByText('Estás en la lista de espera')).toBeTruthy();
  });

  it('sends a member with beta access but unsigned terms to review-tos, then back', async () => {
    const { router } = renderApp(publicRoutes, '/es/account', {
      session: { user: sessionUser({ hasSignedCurrentTos: false }) },
    });
    await landsOn(router, '/es/review-tos?nextRoute=%2Fes%2Faccount');
    expect(await screen.findByRole('button', { name: 'Acepto' })).toBeTruthy();
  });

  it('lets an admin in without beta access', async () => {
    const { router } = renderApp(publicRoutes, '/en/account', {
      session: { user: sessionUser({ isAdmin: true, hasBetaAccess: false, hasSignedCurrentTos: false }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(router.location.pathname).toBe('/en/account');
  });

  it('shows the page to a member with beta access and signed terms', async () => {
    renderApp(publicRoutes, '/es/account', { session: { user: sessionUser({ displayName: 'Playa Plumbing' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Nombre para mostrar/ }) as HTMLInputElement).value).toBe(
      'Playa Plumbing',
    );
  });
});

describe('SignedInRoute (review-tos)', () => {
  it('sends a visitor to sign in, keeping where the terms were going', async () => {
    const { router } = renderApp(publicRoutes, '/es/review-tos?nextRoute=%2Fes%2Faccount', { session: { user: null } });
    await landsOn(router, '/es/signin?nextRoute=%2Fes%2Freview-tos%3FnextRoute%3D%252Fes%252Faccount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('shows the terms with I agree to a member without beta access', async () => {
    renderApp(publicRoutes, '/en/review-tos', {
      session: { user: sessionUser({ hasBetaAccess: false, hasSignedCurrentTos: false }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I agree' })).toBeTruthy();
  });
});

describe('account page', () => {
  it('opens the tab named in the query and puts the chosen tab there', async () => {
    const { router } = renderApp(publicRoutes, '/en/account?tab=reviews', { session: { user: sessionUser() } });
    expect(await screen.findByText("You haven't written any reviews yet")).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Basic info' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Basic info' }));
    await landsOn(router, '/en/account?tab=basicInfo');
    expect(screen.getByRole('tab', { name: 'Basic info' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the schema message for an empty display name and does not save it', async () => {
    renderApp(publicRoutes, '/es/account', { session: { user: sessionUser({ displayName: 'Ana' }) } });
    const field = await screen.findByRole('textbox', { name: /Nombre para mostrar/ });
    fireEvent.change(field, { target: { value: '   ' } });
    expect(await screen.findByText('Escribe un nombre para mostrar.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Guardando…')).toBeNull();
  });
});

describe('account setup wizard', () => {
  it.each(['/en/account-setup', '/en/account-setup/bogus'])('shows basic info for %s', async (url) => {
    const { router } = renderApp(publicRoutes, url, { session: { user: sessionUser() } });
    await landsOn(router, '/en/account-setup/basic-info');
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic info' })).toBeTruthy();
  });

  it.each([
    ['service-zones', 'Zones and hours'],
    ['photos', 'Photos'],
  ])('shows the %s step at its own address', async (step, title) => {
    const { router } = renderApp(publicRoutes, `/en/account-setup/${step}`, { session: { user: sessionUser() } });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(router.location.pathname).toBe(`/en/account-setup/${step}`);
  });

  it('marks step 1 of 4 as current, and no step done before its data is filled', async () => {
    renderApp(publicRoutes, '/es/account-setup/basic-info', {
      session: { user: sessionUser() },
      answers: { [profileKey('user-1')]: newProfile() },
    });
    const progress = await screen.findByRole('list', { name: 'Progreso de la configuración' });
    const steps = progress.querySelectorAll('li');
    expect([...steps].map((step) => step.textContent)).toEqual([
      '1Información básica (paso actual, sin completar)',
      '2Zonas y horario (sin completar)',
      '3Fotos (sin completar)',
      '4Lo que sigue (sin completar)',
    ]);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Paso 1 de 4')).toBeTruthy();
  });

  it('marks the steps whose data is filled, not the ones passed', async () => {
    // Basic info and photos filled, zones skipped; the pro is on the last step.
    const profile = newProfile({ displayName: 'Playa Fix', serviceIds: ['plumbing'], photos: [photoView('deck')] });
    renderApp(publicRoutes, '/en/account-setup/finish', {
      session: { user: sessionUser() },
      answers: { [profileKey('user-1')]: profile },
    });
    const progress = await screen.findByRole('list', { name: 'Setup progress' });
    await waitFor(() =>
      expect([...progress.querySelectorAll('li')].map((step) => step.textContent)).toEqual([
        'Basic info (completed)',
        '2Zones and hours (not completed)',
        'Photos (completed)',
        "4What's next (current step, not completed)",
      ]),
    );
  });

  it('ends with what happens next: public after the approvals the rule asks, the review link, the phone', async () => {
    renderApp(publicRoutes, '/en/account-setup/finish', {
      session: { user: sessionUser() },
      answers: { [profileKey('user-1')]: newProfile({ displayName: 'Playa Fix' }) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: "What's next" })).toBeTruthy();
    expect(
      screen.getByText(
        `Your profile appears in the directory once it has ${REVIEWS_TO_PUBLISH_PROFILE} approved reviews. Until then only you can see it.`,
      ),
    ).toBeTruthy();
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href')!)).toMatch(
      /^https:\/\/wa\.me\/\?text=.+ http:\/\/localhost\/en\/leave-a-review\/user-1$/,
    );
    expect(screen.getByRole('link', { name: 'Verify my phone' }).getAttribute('href')).toBe(
      '/en/add-phone-number?from=setup',
    );
    expect(screen.getByText('You can do this later from your profile or My account.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'How clients can reach you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your profile' }).getAttribute('href')).toBe('/en/profile/user-1');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('keeps Next disabled until a display name exists', async () => {
    const unnamed = renderApp(publicRoutes, '/en/account-setup/basic-info', {
      session: { user: sessionUser({ displayName: null }) },
    });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(next.getAttribute('aria-describedby')).toBe('setup-next-hint');
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    unnamed.unmount();

    renderApp(publicRoutes, '/en/account-setup/basic-info', {
      session: { user: sessionUser({ displayName: 'Playa Plumbing' }) },
    });
    expect((await screen.findByRole('button', { name: 'Next' })).hasAttribute('disabled')).toBe(false);
  });
});
