import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  screenshotBothWidths,
  screenshotPath,
  signInThroughApi,
  test,
} from './support/fixtures';

const PASSWORD = 'tamarindo-sunset-42';
const photoFixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

const text = {
  en: { accounts: 'Accounts', reviews: 'Reviews', photos: 'Photos', caption: 'Accounts, newest first' },
  es: { accounts: 'Cuentas', reviews: 'Reseñas', photos: 'Fotos', caption: 'Cuentas, las más recientes primero' },
} as const;
type Lang = keyof typeof text;
type Tab = 'accounts' | 'reviews' | 'photos';

const tabHeading = (page: Page, lang: Lang, tab: Tab) => page.getByRole('heading', { level: 2, name: text[lang][tab] });

/** The accounts list is a table from 1280 px on and cards below (spec §9). */
async function accountsLayoutReady(page: Page, lang: Lang, width: number) {
  const role = width < 1280 ? 'list' : 'table';
  await expect(page.getByRole(role, { name: text[lang].caption })).toBeVisible();
}

/** Each tab in English and Spanish: axe at both widths, and screenshots to look at. */
async function checkTab(page: Page, tab: Tab, ready: (lang: Lang, width: number) => Promise<void>) {
  for (const lang of ['en', 'es'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/admin/${tab}`);
    await expect(tabHeading(page, lang, tab)).toBeVisible();
    await ready(lang, 1280);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await ready(lang, 390);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, `admin-${tab}-${lang}`, (width) => ready(lang, width));
  }
}

async function uploadWorkPhoto(request: APIRequestContext, file: string): Promise<string> {
  const response = await request.post('/api/v1/account/photos?kind=work', {
    data: photoFixture(file),
    headers: { 'Content-Type': 'image/jpeg' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { photoId: string }).photoId;
}

test('the admin console: beta key, Spanish sign-up, view as the new user, moderate reviews and photos', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `fotos-${stamp}@example.com`;
  const tag = stamp.slice(-4);
  const displayName = `Fotos Playa ${tag}`;
  // The demo seed has reviews too: this run's titles carry its tag.
  const reviewTitle = `Excelente servicio ${tag}`;

  // a) The demo admin, signed in through the API into the browser, issues a beta key in the console.
  await signInThroughApi(page.request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/admin/accounts');
  await expect(tabHeading(page, 'en', 'accounts')).toBeVisible();
  await page.getByRole('button', { name: 'New beta key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'New beta key' });
  const englishLink = await keyDialog.getByRole('textbox', { name: 'English sign-up link' }).inputValue();
  const spanishLink = await keyDialog.getByRole('textbox', { name: 'Spanish sign-up link' }).inputValue();
  expect(englishLink).toMatch(/\/en\/create-account\?betakey=[\w-]+&role=contractor$/);
  expect(spanishLink).toBe(englishLink.replace('/en/', '/es/'));
  await keyDialog.getByRole('button', { name: 'Copy the Spanish sign-up link' }).click();
  await expect(keyDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(keyDialog.getByText('The Spanish sign-up link is on your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(spanishLink);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'admin-beta-key-en');
  await page.keyboard.press('Escape');
  await expect(keyDialog).toBeHidden();

  // b) Someone else, in their own browser context, signs up through the Spanish link.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(spanishLink);
  await member.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await member
    .getByRole('main')
    .getByLabel(/^Contraseña/)
    .fill(PASSWORD);
  await member.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(member).toHaveURL(/\/es\/review-tos\?/);
  await member.getByRole('button', { name: 'Acepto' }).click();
  await expect(member).toHaveURL(/\/es\/account-setup\/basic-info$/);
  expect((await member.request.put(`${baseURL}/api/v1/account/display-name`, { data: { displayName } })).ok()).toBe(
    true,
  );
  const { user } = (await (await member.request.get(`${baseURL}/api/v1/session`)).json()) as { user: { id: string } };
  const beachPhoto = await uploadWorkPhoto(member.request, 'work-photo-beach.jpg');
  const sunsetPhoto = await uploadWorkPhoto(member.request, 'work-photo-sunset.jpg');
  await memberContext.close();

  // Two visitors review the new contractor; one writes more than the 150-character preview.
  const visitor = await playwright.request.newContext({ baseURL });
  const longBody = `${'Llegó a tiempo, arregló la fuga del baño y dejó todo limpio. '.repeat(4)}Final que solo se ve al leer más.`;
  for (const review of [
    { name: 'Marta Solís', email: 'marta@example.com', rating: 5, title: reviewTitle, body: longBody },
    {
      name: 'Tom Baker',
      email: 'tom@example.com',
      rating: 3,
      title: `Good, a bit late ${tag}`,
      body: 'Fixed the sink, arrived an hour late.',
    },
  ]) {
    const response = await visitor.post('/api/v1/reviews', {
      data: { ...review, contractorId: user.id, preferredLang: 'es' },
    });
    expect(response.status()).toBe(201);
  }
  await visitor.dispose();

  // c) The admin finds the new account, views the site as it, and stops.
  await page.goto('/en/admin/accounts');
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(email);
  const table = page.getByRole('table', { name: text.en.caption });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell', { name: email })).toBeVisible();
  await expect(row.getByText(displayName)).toBeVisible();
  await expect(row.getByRole('checkbox', { name: `Beta access for ${displayName}` })).toBeChecked();

  // Beta access changes at once, and the server agrees.
  await row.getByRole('checkbox', { name: `Beta access for ${displayName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Beta access revoked for ${displayName}.` })).toBeVisible();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(email);
  await expect(row.getByRole('checkbox', { name: `Beta access for ${displayName}` })).not.toBeChecked();
  await row.getByRole('checkbox', { name: `Beta access for ${displayName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Beta access granted to ${displayName}.` })).toBeVisible();

  // Delete stays locked until its own confirm box is ticked.
  await expect(row.getByRole('button', { name: `Delete ${displayName}` })).toBeDisabled();

  await row.getByRole('button', { name: `History of ${displayName}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${displayName}` });
  // Events read in words, newest first.
  await expect(history.getByRole('listitem').filter({ hasText: 'Account created' })).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Beta access removed' })).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Photo uploaded' })).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText('Account created');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, 'admin-account-history-en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  await row.getByRole('button', { name: `View the site as ${displayName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/${user.id}$`));
  const banner = page.getByRole('region', { name: 'Viewing as another user' });
  await expect(banner.getByText(`Viewing as ${displayName}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  const session = (await (await page.request.get('/api/v1/session')).json()) as {
    user: { id: string; impersonatedBy: string | null };
  };
  expect(session.user.id).toBe(user.id);
  expect(session.user.impersonatedBy).not.toBeNull();
  // The profile page is checked by its own journey; here, the banner this console adds to it.
  const bannerCheck = await new AxeBuilder({ page }).include('[aria-label="Viewing as another user"]').analyze();
  expect(bannerCheck.violations.map(({ id }) => id)).toEqual([]);
  await screenshotBothWidths(page, 'impersonation-banner-en');
  await banner.getByRole('button', { name: `Stop viewing as ${displayName}` }).click();
  await expect(page).toHaveURL(/\/en\/admin\/accounts$/);
  await expect(tabHeading(page, 'en', 'accounts')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Viewing as another user' })).toHaveCount(0);

  await checkTab(page, 'accounts', (lang, width) => accountsLayoutReady(page, lang, width));

  // Reviews: pending first, a 150-character preview with Read more, Approve with the revision shown.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/admin/reviews');
  const longReview = page.getByRole('listitem').filter({ hasText: reviewTitle });
  await expect(longReview.getByText('Pending')).toBeVisible();
  await expect(longReview.getByText('Final que solo se ve al leer más.')).toHaveCount(0);
  await longReview.getByRole('button', { name: `Read all of “${reviewTitle}”` }).click();
  const fullText = page.getByRole('dialog', { name: reviewTitle });
  await expect(fullText.getByText(/Final que solo se ve al leer más\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('admin-review-read-more-en-1280.png') });
  await page.keyboard.press('Escape');
  await longReview.getByRole('button', { name: `Approve “${reviewTitle}”`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${reviewTitle}” is approved.` })).toBeVisible();
  await expect(longReview.getByText('Approved')).toBeVisible();
  await longReview.getByRole('button', { name: `History of “${reviewTitle}”` }).click();
  const reviewHistory = page.getByRole('dialog', { name: `History: ${reviewTitle}` });
  // Newest first, in words.
  await expect(reviewHistory.getByRole('listitem')).toHaveText([/^Review approved/, /^Review submitted/]);
  await page.keyboard.press('Escape');

  await checkTab(page, 'reviews', async (lang) => {
    await expect(page.getByRole('list', { name: text[lang].reviews }).getByRole('listitem').first()).toBeVisible();
  });

  // d) Photos: approve one, which the public can then load (not before: DESIGN §9); reject the other with a reason.
  const signedOut = await playwright.request.newContext({ baseURL });
  const thumbnail = (photoId: string) => `/api/v1/photos/${user.id}/${photoId}/thumbnail`;
  expect((await signedOut.get(thumbnail(sunsetPhoto))).status()).toBe(404);
  expect((await signedOut.get(thumbnail(beachPhoto))).status()).toBe(404);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/admin/photos');
  const photoCards = page.getByRole('list', { name: 'Photos' }).getByRole('listitem').filter({ hasText: displayName });
  await expect(photoCards).toHaveCount(2);
  await expect(photoCards.getByText('Pending')).toHaveCount(2);
  // A card shows its photo's square variants (/{photoId}/square-….jpg).
  const sunsetCard = photoCards.filter({ has: page.locator(`img[src*="/${sunsetPhoto}/"]`) });
  const beachCard = photoCards.filter({ has: page.locator(`img[src*="/${beachPhoto}/"]`) });

  await beachCard.getByRole('button', { name: /^Approve the photo by/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `The photo by ${displayName} is approved.` })).toBeVisible();
  await expect(beachCard.getByText('Approved')).toBeVisible();

  await sunsetCard.getByRole('button', { name: /^Reject the photo by/ }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Reject this photo' });
  await rejectDialog.getByRole('button', { name: 'Reject photo' }).click();
  await expect(rejectDialog.getByText('Please give a reason.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('admin-photo-reject-dialog-en-1280.png') });
  // "Another reason" needs the admin's own words.
  await rejectDialog.getByRole('radio', { name: 'Another reason' }).check();
  await rejectDialog.getByRole('button', { name: 'Reject photo' }).click();
  await expect(rejectDialog.getByText('Please give a reason.')).toBeVisible();
  await rejectDialog.getByRole('textbox', { name: /Note for the owner/ }).fill('Shows a neighbour’s licence plate.');
  await rejectDialog.getByRole('button', { name: 'Reject photo' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `The photo by ${displayName} is rejected.` })).toBeVisible();
  await expect(sunsetCard.getByText('Reason: Shows a neighbour’s licence plate.')).toBeVisible();

  expect((await signedOut.get(thumbnail(sunsetPhoto))).status()).toBe(404);
  expect((await signedOut.get(thumbnail(beachPhoto))).status()).toBe(200);
  await signedOut.dispose();

  await checkTab(page, 'photos', async (lang) => {
    await expect(page.getByRole('list', { name: text[lang].photos }).getByRole('img').first()).toBeVisible();
  });
});

test('the admin area lets an auditor in read-only and keeps members out', async ({ page, browser, baseURL }) => {
  // A member made auditor by the admin sees the lists without any control that changes them.
  const memberContext = await browser.newContext({ baseURL });
  const email = `auditor-${Date.now()}@example.com`;
  const signUp = await memberContext.request.post('/api/v1/auth/sign-up', { data: { email, password: PASSWORD } });
  expect(signUp.status()).toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const auditorPage = await memberContext.newPage();
  await auditorPage.goto('/es/admin/accounts');
  await expect(auditorPage).toHaveURL(/\/es$/);

  await signInThroughApi(page.request);
  expect((await page.request.put(`/api/v1/admin/users/${user.id}/auditor`, { data: { isAuditor: true } })).ok()).toBe(
    true,
  );

  await auditorPage.setViewportSize({ width: 1280, height: 900 });
  await auditorPage.goto('/en/admin/accounts');
  await expect(tabHeading(auditorPage, 'en', 'accounts')).toBeVisible();
  await expect(auditorPage.getByText(/read-only access as an auditor/)).toBeVisible();
  await expect(auditorPage.getByRole('table', { name: text.en.caption })).toBeVisible();
  await expect(auditorPage.getByRole('button', { name: 'New beta key' })).toHaveCount(0);
  await expect(auditorPage.getByRole('checkbox')).toHaveCount(0);
  await expect(auditorPage.getByRole('button', { name: /^View the site as/ })).toHaveCount(0);
  await expect(auditorPage.getByRole('button', { name: /^History of/ }).first()).toBeVisible();
  await expectNoAxeViolations(auditorPage);
  await auditorPage.screenshot({ path: screenshotPath('admin-accounts-auditor-en-1280.png'), fullPage: true });
  await memberContext.close();
});

test('en español: the admin views the site as a new member, stops, and reads it first in the account history', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `historial-${stamp}@example.com`;
  const displayName = `Jardines Nosara ${stamp.slice(-4)}`;

  // A member signs up with a key the admin issued (API), accepts the terms and names the account.
  await signInThroughApi(page.request);
  const key = (await (
    await page.request.post('/api/v1/admin/beta-keys', { data: { note: 'Historial e2e' } })
  ).json()) as {
    keyId: string;
  };
  const memberContext = await browser.newContext({ baseURL });
  const signUp = await memberContext.request.post('/api/v1/auth/sign-up', {
    data: { email, password: PASSWORD, betaKey: key.keyId },
  });
  expect(signUp.status()).toBe(200);
  expect((await memberContext.request.post('/api/v1/account/terms', { data: { version: 1 } })).ok()).toBe(true);
  expect((await memberContext.request.put('/api/v1/account/display-name', { data: { displayName } })).ok()).toBe(true);
  await memberContext.close();

  // On a phone, in Spanish: find the account, view the site as it, stop.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es/admin/accounts');
  await page.getByRole('searchbox', { name: 'Buscar cuentas' }).fill(email);
  const cards = page.getByRole('list', { name: text.es.caption });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  const card = cards.getByRole('listitem').first();
  const viewAs = card.getByRole('button', { name: `Ver el sitio como ${displayName}` });
  await expect(viewAs).toHaveText('Ver como');
  await viewAs.click();
  const banner = page.getByRole('region', { name: 'Viendo como otra persona' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /^Dejar de ver/ }).click();
  await expect(page.getByRole('region', { name: 'Viendo como otra persona' })).toHaveCount(0);

  // The history reads in Spanish, newest first: the stop, then the start, each by the admin; the account's creation last.
  await page.goto('/es/admin/accounts');
  await page.getByRole('searchbox', { name: 'Buscar cuentas' }).fill(email);
  await cards.getByRole('button', { name: `Historial de ${displayName}` }).click();
  const history = page.getByRole('dialog', { name: `Historial: ${displayName}` });
  const events = history.getByRole('list', { name: 'Lo más reciente primero' }).getByRole('listitem');
  await expect(events.first()).toContainText('Un administrador dejó de ver como esta cuenta');
  await expect(events.first()).toContainText('Por admin@demo.guanacastepros.cr');
  await expect(events.nth(1)).toContainText('Un administrador empezó a ver como esta cuenta');
  await expect(events.nth(1)).toContainText('Cuenta vista');
  await expect(events.last()).toContainText('Cuenta creada');
  await expect(history).not.toContainText('ImpersonationStarted');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('admin-account-history-es-390.png') });

  // The key that let the member in is listed as used, by them, under its note.
  await page.goto('/es/admin/beta-keys');
  const usedKey = page
    .getByRole('list', { name: 'Claves beta' })
    .getByRole('listitem')
    .filter({ hasText: 'Historial e2e' })
    .filter({ hasText: displayName });
  await expect(usedKey).toContainText('Usada');
  await expectNoAxeViolations(page);
});
