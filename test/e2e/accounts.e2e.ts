import type { APIRequestContext, Page } from '@playwright/test';
import {
  accountTabsLaidOutFor,
  expect,
  expectNoAxeViolations,
  screenshotBothWidths,
  screenshotPath,
  signInThroughApi,
  test,
} from './support/fixtures';

const PASSWORD = 'tamarindo-sunset-42';

const text = {
  en: {
    joinAsPro: 'Join as a professional',
    createAccount: 'Create account',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    wrongCredentials: 'Wrong email or password',
    terms: 'Terms of Service',
    agree: 'I agree',
    setup: 'Set up your profile',
    progress: 'Setup progress',
    basicInfo: 'Basic info',
    displayName: 'Display name',
    saved: 'Saved',
    next: 'Next',
    account: 'Your account',
    myReviews: 'My reviews',
    noReviews: "You haven't written any reviews yet",
    logOut: 'Log out',
    myAccount: 'My account',
    lookingForPro: "I'm looking for a pro",
    waitlist: 'Guanacaste Pros is opening soon',
    onWaitlist: "You're on the waitlist",
    reviewSaved: 'Thanks! Your review was saved.',
  },
  es: {
    joinAsPro: 'Únete como profesional',
    createAccount: 'Crear cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    logIn: 'Iniciar sesión',
    wrongCredentials: 'Correo o contraseña incorrectos',
    terms: 'Términos de servicio',
    agree: 'Acepto',
    setup: 'Configura tu perfil',
    progress: 'Progreso de la configuración',
    basicInfo: 'Información básica',
    displayName: 'Nombre para mostrar',
    saved: 'Guardado',
    next: 'Siguiente',
    account: 'Tu cuenta',
    myReviews: 'Mis reseñas',
    noReviews: 'Todavía no has escrito ninguna reseña',
    logOut: 'Cerrar sesión',
    myAccount: 'Mi cuenta',
    lookingForPro: 'Busco un profesional',
    waitlist: 'Guanacaste Pros abre muy pronto',
    onWaitlist: 'Estás en la lista de espera',
    reviewSaved: '¡Gracias! Guardamos tu reseña.',
  },
} as const;

type Lang = keyof typeof text;

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation').first();

/** The admin issues a beta key through the API; its sign-up link carries role=contractor. */
async function betaSignUpLink(request: APIRequestContext, lang: Lang): Promise<string> {
  await signInThroughApi(request);
  const response = await request.post('/api/v1/admin/beta-keys', { data: {} });
  expect(response.status()).toBe(201);
  const { signUpLinks } = (await response.json()) as { signUpLinks: Record<Lang, string> };
  return signUpLinks[lang];
}

async function fillCredentials(page: Page, lang: Lang, email: string, password: string) {
  await page.getByRole('main').getByRole('textbox', { name: text[lang].email }).fill(email);
  await page
    .getByRole('main')
    .getByLabel(new RegExp(`^${text[lang].password}`))
    .fill(password);
}

/** After the terms a pro goes on to set up their profile, a client to their account. */
async function agreeToTerms(
  page: Page,
  lang: Lang,
  then: 'account-setup/basic-info' | 'account' = 'account-setup/basic-info',
) {
  await expect(heading(page)).toHaveText(text[lang].terms);
  await page.getByRole('button', { name: text[lang].agree }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/${then}$`));
}

for (const lang of ['en', 'es'] as const) {
  test(`a beta link creates a contractor account in ${lang}: terms, then account setup, account page and logout`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(await betaSignUpLink(request, lang));
    await expect(heading(page)).toHaveText(text[lang].joinAsPro);
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'create-account');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `create-account-${lang}`);

    await fillCredentials(page, lang, uniqueEmail(`pro-${lang}`), PASSWORD);
    await page.getByRole('button', { name: text[lang].createAccount }).click();

    // The key granted access, so the terms come first, then account setup (spec §4).
    await expect(page).toHaveURL(
      new RegExp(`/${lang}/review-tos\\?nextRoute=%2F${lang}%2Faccount-setup%2Fbasic-info$`),
    );
    await expect(heading(page)).toHaveText(text[lang].terms);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `review-tos-${lang}`);
    await agreeToTerms(page, lang);

    await expect(heading(page)).toHaveText(text[lang].setup);
    // Basic info, zones and hours, photos, and what happens next (issue 39: the wizard ends).
    await expect(page.getByRole('list', { name: text[lang].progress }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(text[lang].basicInfo);
    const next = page.getByRole('button', { name: text[lang].next });
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `account-setup-${lang}`);

    const name = `Playa Plumbing ${lang.toUpperCase()}`;
    await page.getByRole('textbox', { name: text[lang].displayName }).fill(name);
    await expect(page.getByText(text[lang].saved, { exact: true })).toBeVisible();
    await expect(next).toBeEnabled();
    await expect(mainNav(page).getByRole('link', { name: text[lang].myAccount })).toHaveAttribute('title', name);

    await page.goto(`/${lang}/account`);
    await expect(heading(page)).toHaveText(text[lang].account);
    await expect(page.getByRole('textbox', { name: text[lang].displayName })).toHaveValue(name);
    // The preferred language: saved as soon as it is picked, and still picked after a reload.
    const otherLanguage = page.getByRole('radio', { name: lang === 'en' ? 'Español' : 'English' });
    await otherLanguage.check();
    await expect(page.getByText(text[lang].saved, { exact: true })).toBeVisible();
    await page.reload();
    await expect(otherLanguage).toBeChecked();
    await page.getByRole('tab', { name: text[lang].myReviews }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account\\?tab=reviews$`));
    await expect(page.getByText(text[lang].noReviews)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `account-${lang}`, (width) => accountTabsLaidOutFor(page, width));

    await mainNav(page).getByRole('button', { name: text[lang].logOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/signin$`));
    await expect(mainNav(page).getByRole('link', { name: text[lang].logIn })).toBeVisible();
    const session = (await (await page.request.get('/api/v1/session')).json()) as { user: unknown };
    expect(session.user).toBeNull();
  });
}

test('a member without beta access waits on coming-soon and moves on by themselves once access is granted', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/create-account');
  // Without ?role=contractor the sign-up starts as a client.
  await expect(page.getByRole('radio', { name: new RegExp(text.en.lookingForPro) })).toBeChecked();
  await fillCredentials(page, 'en', uniqueEmail('waitlist'), PASSWORD);
  await page.getByRole('button', { name: text.en.createAccount }).click();

  await expect(page).toHaveURL(/\/en\/coming-soon$/);
  await expect(heading(page)).toHaveText(text.en.waitlist);
  await expect(page.getByText(text.en.onWaitlist)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'coming-soon-member-en');

  // Switching language keeps the page, and its live watch, working.
  await mainNav(page).getByRole('link', { name: 'Switch language to Español' }).click();
  await expect(page).toHaveURL(/\/es\/coming-soon$/);
  await expect(page.getByText(text.es.onWaitlist)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'coming-soon-member-es');

  const { user } = (await (await page.request.get('/api/v1/session')).json()) as { user: { id: string } };
  await signInThroughApi(request);
  const grant = await request.put(`/api/v1/admin/users/${user.id}/beta-access`, { data: { hasBetaAccess: true } });
  expect(grant.ok()).toBe(true);

  // A client: the terms, then their account, never a pro's profile setup.
  await expect(page).toHaveURL(/\/es\/review-tos\?nextRoute=%2Fes%2Faccount$/);
  await agreeToTerms(page, 'es', 'account');
  await expect(heading(page)).toHaveText(text.es.account);
  await expect(mainNav(page).getByRole('link', { name: text.es.myAccount })).toHaveAttribute('href', '/es/account');
});

for (const lang of ['en', 'es'] as const) {
  test(`sign-in with a wrong password in ${lang} says so and clears the fields`, async ({ page, consoleErrors }) => {
    consoleErrors.allowFailedResponse('/api/v1/auth/sign-in');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/signin`);
    await expect(heading(page)).toHaveText(text[lang].logIn);
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'signin');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `signin-${lang}`);

    await fillCredentials(page, lang, 'admin@demo.guanacastepros.cr', 'not-the-password');
    await page.getByRole('main').getByRole('button', { name: text[lang].logIn }).click();

    await expect(page.getByRole('alert')).toHaveText(text[lang].wrongCredentials);
    const email = page.getByRole('main').getByRole('textbox', { name: text[lang].email });
    await expect(email).toHaveValue('');
    await expect(page.getByRole('main').getByLabel(new RegExp(`^${text[lang].password}`))).toHaveValue('');
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`signin-wrong-password-${lang}-1280.png`), fullPage: true });
  });
}

test('a visitor on a restricted page signs in, in the language they were reading, and comes back to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/es/account-setup/basic-info');
  await expect(page).toHaveURL(/\/es\/signin\?nextRoute=%2Fes%2Faccount-setup%2Fbasic-info$/);

  // The demo admin may enter restricted pages without beta access (spec §2).
  await fillCredentials(page, 'es', 'admin@demo.guanacastepros.cr', 'pura-vida-admin');
  await page.getByRole('main').getByRole('button', { name: text.es.logIn }).click();
  await expect(page).toHaveURL(/\/es\/account-setup\/basic-info$/);
  await expect(heading(page)).toHaveText(text.es.setup);
  await expect(mainNav(page).getByRole('link', { name: 'Administración' })).toHaveAttribute(
    'href',
    '/es/admin/accounts',
  );
});

test('the admin area sends a visitor to sign in and a member to the language home', async ({ page }) => {
  await page.goto('/es/admin/reviews');
  await expect(page).toHaveURL(/\/es\/signin\?nextRoute=%2Fes%2Fadmin%2Freviews$/);

  await page.goto('/en/create-account');
  await fillCredentials(page, 'en', uniqueEmail('member'), PASSWORD);
  await page.getByRole('button', { name: text.en.createAccount }).click();
  await expect(page).toHaveURL(/\/en\/coming-soon$/);
  await page.goto('/es/admin/accounts');
  await expect(page).toHaveURL(/\/es$/);
});

for (const lang of ['en', 'es'] as const) {
  test(`coming-soon for a visitor after a review, and the terms, in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/coming-soon?reviewsuccess`);
    await expect(heading(page)).toHaveText(text[lang].waitlist);
    await expect(page.getByRole('status').filter({ hasText: text[lang].reviewSaved })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text[lang].logIn })).toHaveAttribute(
      'href',
      `/${lang}/signin`,
    );
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `coming-soon-visitor-${lang}`);

    await page.goto(`/${lang}/tos`);
    await expect(heading(page)).toHaveText(text[lang].terms);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(13);
    await expect(page.getByRole('button', { name: text[lang].agree })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `tos-${lang}`);
  });
}

test('what a visitor types into the server-rendered sign-up form before the script runs is kept', async ({ page }) => {
  // The page's script is held until the email is typed: a slow phone, where the HTML comes first.
  let releaseScript!: () => void;
  const emailTyped = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await emailTyped;
    await route.continue();
  });
  await page.goto('/en/create-account', { waitUntil: 'commit' });
  const email = page.getByRole('main').getByRole('textbox', { name: text.en.email });
  await email.fill(uniqueEmail('early'));

  // The password is typed once the page has come alive: its show-password button then works (a
  // click on the server's HTML alone does nothing). A signed-out visitor's page reads no API to tell.
  releaseScript();
  const main = page.getByRole('main');
  await expect(async () => {
    // A click React replays once it hydrates may turn the button over between two tries.
    const show = main.getByRole('button', { name: 'Show password' });
    if (await show.isVisible()) await show.click();
    await expect(main.getByRole('button', { name: 'Hide password' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page
    .getByRole('main')
    .getByLabel(new RegExp(`^${text.en.password}`))
    .fill(PASSWORD);
  await page.getByRole('button', { name: text.en.createAccount }).click();
  await expect(page).toHaveURL(/\/en\/coming-soon$/);
});

test('a sign-in sent with Enter before the script runs is sent once, as soon as the page comes alive', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allowFailedResponse('/api/v1/auth/sign-in');
  // The page's script is held until Enter is pressed: a slow phone, a password manager filling the form at once.
  let releaseScript!: () => void;
  const sent = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await sent;
    await route.continue();
  });
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/sign-in') signIns.push(request.method());
  });
  await page.goto('/es/signin', { waitUntil: 'commit' });
  await fillCredentials(page, 'es', 'admin@demo.guanacastepros.cr', 'not-the-password');
  await page
    .getByRole('main')
    .getByLabel(new RegExp(`^${text.es.password}`))
    .press('Enter');
  // Held, not sent by the browser itself: the address keeps no field.
  await expect(page).toHaveURL(/\/es\/signin$/);

  releaseScript();
  await expect(page.getByRole('alert')).toHaveText(text.es.wrongCredentials);
  await expect(page.getByRole('main').getByRole('textbox', { name: text.es.email })).toBeFocused();
  expect(signIns).toEqual(['POST']);
});
