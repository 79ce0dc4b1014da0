import {
  expect,
  expectNoAxeViolations,
  screenshotBothWidths,
  screenshotPath,
  signInThroughApi,
  test,
} from './support/fixtures';

const home = {
  en: { heading: 'Find trusted local pros in Guanacaste', logIn: 'Log in', signUp: 'Sign up' },
  es: {
    heading: 'Encuentra profesionales locales de confianza en Guanacaste',
    logIn: 'Iniciar sesión',
    signUp: 'Regístrate',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`home page in ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home[lang].heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const nav = page.getByRole('banner').getByRole('navigation').first();
    // Visible only once the session check has answered.
    await expect(nav.getByRole('link', { name: home[lang].logIn })).toHaveAttribute('href', `/${lang}/signin`);
    await expect(nav.getByRole('link', { name: home[lang].signUp })).toHaveAttribute('href', `/${lang}/create-account`);

    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `home-${lang}`);
  });
}

test('the root shows the English home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.en.heading);
});

test('an unknown language prefix lands on /en with the rest of the path and the query', async ({ page }) => {
  await page.goto('/fr/faq?open=reviews');
  await expect(page).toHaveURL(/\/en\/faq\?open=reviews$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 - Not Found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const [lang, text] of [
  ['en', '404 - Not Found'],
  ['es', '404 - No encontrado'],
] as const) {
  test(`an unknown path shows the 404 page in ${lang}`, async ({ page }) => {
    const response = await page.goto(`/${lang}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `not-found-${lang}`);
  });
}

test('switching language keeps the path and the query', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/no-such-page?ref=nav');
  await page.getByRole('banner').getByRole('link', { name: 'Switch language to Español' }).click();

  await expect(page).toHaveURL(/\/es\/no-such-page\?ref=nav$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - No encontrado');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/no-such-page\?ref=nav$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a Spanish phone', () => {
  test.use({ locale: 'es-CR', viewport: { width: 390, height: 844 } });

  test('opens / in Spanish, switches language with one visible tap, and / then opens in the language chosen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // In the header itself, not behind the menu.
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'Cambiar el idioma a English' });
    await expect(toEnglish).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('header-es-390.png') });

    await toEnglish.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/en\/faq$/);
  });
});

test('the burger menu opens below the breakpoint and marks <body>', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es');
  const burger = page.getByRole('button', { name: 'Menú' });
  await expect(page.locator('body')).toHaveAttribute('data-nav-menu', 'closed');

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('body')).toHaveAttribute('data-nav-menu', 'open');
  await expect(page.locator('#mobile-nav-menu').getByRole('link', { name: 'Regístrate' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('home-es-menu-390.png'), fullPage: true });
});

test('the first Tab reaches the skip link, which leads to the main content', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the admin shell renders its tabs; an unknown tab goes to accounts', async ({ page }) => {
  await signInThroughApi(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/admin/bogus');
  await expect(page).toHaveURL(/\/en\/admin\/accounts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin console');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Accounts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/reviews$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Reviews');

  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'admin-reviews-en');
});

test('the admin shell in Spanish', async ({ page }) => {
  await signInThroughApi(page.request);
  await page.goto('/es/admin/photos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consola de administración');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Fotos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'admin-photos-es');
});
